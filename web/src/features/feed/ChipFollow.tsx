// The follow button next to one of the feed's filter chips (FeedControls).
import { CampaignFollowButton } from '../campaigns/CampaignFollowButton';
import type { CampaignFollowButton_campaign$key } from '../campaigns/__generated__/CampaignFollowButton_campaign.graphql';
import { FollowTopicButton } from '../follows/FollowTopicButton';
import type { FollowTopicButton_viewer$key } from '../follows/__generated__/FollowTopicButton_viewer.graphql';
import { type FilterKey } from './feedParams';
import { sectorOf, type FilterLabels } from './feedLinks';

export type ChipCampaign = { readonly id: string } & CampaignFollowButton_campaign$key;

/** The follow button next to a filter chip: tags, sectors (also a category naming a sector) and campaigns. */
export function ChipFollow({
  kind,
  value,
  label,
  labels,
  viewer,
  campaigns,
}: {
  kind: FilterKey;
  value: string;
  label: string;
  labels: FilterLabels;
  viewer: FollowTopicButton_viewer$key | null;
  campaigns: readonly ChipCampaign[];
}) {
  if (kind === 'tag') return <FollowTopicButton viewer={viewer} followType="TAG" value={value} label={label} />;
  if (kind === 'campaign') {
    const campaign = campaigns.find((c) => c.id.toLowerCase() === value.trim().toLowerCase());
    return campaign ? <CampaignFollowButton campaign={campaign} /> : null;
  }
  const sector = sectorOf(kind, value, labels);
  return sector ? <FollowTopicButton viewer={viewer} followType="SECTOR" value={sector} label={sector} /> : null;
}
