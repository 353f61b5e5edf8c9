// /campaign/{campaignId}: a campaign (content spec §2, §3 Campaign): name, status, industry,
// description and long description, members, stores, founded, website, achievements and
// current campaigns, the members here who follow it with a Follow button, and its posts. An id
// that names no campaign shows the raw id (spec §2). The page owns CampaignPageQuery,
// preloaded by the route loader.
import { Suspense, type CSSProperties } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams, useRevalidator } from '../../routing';
import { CampaignFollowButton } from '../../features/campaigns/CampaignFollowButton';
import { CampaignPosts } from '../../features/campaigns/CampaignPosts';
import { campaignIndustryLabel, campaignStatusLabel, safeWebsite } from '../../features/campaigns/campaignRules';
import { FeedErrorBoundary, FeedSkeleton } from '../../features/feed/FeedBoundary';
import { userMessage } from '../../relay/errors';
import { refKey } from '../../relay/refKey';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageIcon } from '../../ui/PageIcon';
import { usePageTitle } from '../../ui/PageFrame';
import type { CampaignPageQuery } from './__generated__/CampaignPageQuery.graphql';
import '../../features/communities/communities.css';
import { formatCount } from '../../ui/format';

export const campaignPageQuery = graphql`
  query CampaignPageQuery($id: String!, $count: Int!) {
    campaign(id: $id) {
      id
      name
      description
      longDescription
      industry
      status
      memberCount
      storeCount
      color
      founded
      website
      achievements
      currentCampaigns
      followerCount
      ...CampaignFollowButton_campaign
    }
    featureFlags {
      hotPostBanner
    }
    ...CampaignPosts_query @arguments(id: $id, count: $count)
  }
`;

export default function CampaignPage() {
  const { campaignId = '' } = useParams();
  const queryRef = usePageQueryRef<CampaignPageQuery>();
  const revalidator = useRevalidator();
  return (
    <div className="page page-normal campaign-page">
      {queryRef ? (
        <FeedErrorBoundary
          resetKey={refKey(queryRef)}
          fallback={(error) => (
            <div className="card error-panel" role="alert">
              <PageIcon name="alert" size={28} />
              <h1>Unable to load the campaign</h1>
              <p>{userMessage(error, 'Failed to load the campaign.')}</p>
              <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()}>
                Try Again
              </button>
            </div>
          )}
        >
          <Suspense fallback={<FeedSkeleton label="Loading the campaign…" />}>
            <CampaignView queryRef={queryRef} rawId={campaignId} />
          </Suspense>
        </FeedErrorBoundary>
      ) : (
        <FeedSkeleton label="Loading the campaign…" />
      )}
    </div>
  );
}

const number = (n: number) => formatCount(n);

function CampaignView({ queryRef, rawId }: { queryRef: PreloadedQuery<CampaignPageQuery>; rawId: string }) {
  const data = usePreloadedQuery<CampaignPageQuery>(campaignPageQuery, queryRef);
  const campaign = data.campaign;
  usePageTitle(campaign ? campaign.name : rawId);

  if (!campaign) {
    return (
      <section className="card campaign-header" aria-labelledby="campaign-title">
        <h1 id="campaign-title">{rawId}</h1>
        <p className="muted">We have no details about this campaign.</p>
        <div className="button-row">
          <Link to="/" className="button">
            Go to homepage
          </Link>
          <Link to="/explore" className="button">
            Explore communities
          </Link>
        </div>
      </section>
    );
  }

  const website = safeWebsite(campaign.website);
  return (
    <>
      <section className="card campaign-header" style={{ '--campaign-color': campaign.color } as CSSProperties} aria-labelledby="campaign-title">
        <div className="page-header">
          <div>
            <p className="muted">
              <span className={`pill${campaign.status === 'active' ? ' pill-active' : ''}`}>{campaignStatusLabel(campaign.status)}</span>{' '}
              {campaignIndustryLabel(campaign.industry)}
            </p>
            <h1 id="campaign-title">{campaign.name}</h1>
            <p className="page-lead">{campaign.description}</p>
          </div>
          <div className="page-actions">
            <CampaignFollowButton campaign={campaign} />
          </div>
        </div>
        <p>{campaign.longDescription}</p>
        <dl className="campaign-facts">
          <div>
            <dt>Members</dt>
            <dd>{number(campaign.memberCount)}</dd>
          </div>
          <div>
            <dt>Stores and sites</dt>
            <dd>{number(campaign.storeCount)}</dd>
          </div>
          <div>
            <dt>Founded</dt>
            <dd>{campaign.founded}</dd>
          </div>
          <div>
            <dt>Followers here</dt>
            <dd>{number(campaign.followerCount)}</dd>
          </div>
          {website ? (
            <div>
              <dt>Website</dt>
              <dd>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {new URL(website).host} <PageIcon name="external" size={14} />
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <div className="campaign-lists">
        {campaign.achievements.length > 0 ? (
          <section className="card" aria-labelledby="campaign-achievements">
            <h2 id="campaign-achievements">Achievements</h2>
            <ul>
              {campaign.achievements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {campaign.currentCampaigns.length > 0 ? (
          <section className="card" aria-labelledby="campaign-current">
            <h2 id="campaign-current">Current campaigns</h2>
            <ul>
              {campaign.currentCampaigns.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <CampaignPosts query={data} hotPostBanner={data.featureFlags.hotPostBanner} />
    </>
  );
}
