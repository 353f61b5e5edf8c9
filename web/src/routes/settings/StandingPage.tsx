// /settings/standing (login required): the member's Account standing. Their warnings (with
// Acknowledge), every action taken on their account and content with its reason (never who
// took it), the Appeal button while an appeal is allowed, and appeal outcomes.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../routing';
import { MyWarningsList } from '../../features/moderation/MyWarningsList';
import '../../features/moderation/admin/admin.css';
import { MyModerationActions } from '../../features/moderation/standing/MyModerationActions';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner, Spinner } from '../../ui/Spinner';
import type { StandingPageQuery } from './__generated__/StandingPageQuery.graphql';

const query = graphql`
  query StandingPageQuery($count: Int!) {
    ...MyModerationActions_query @arguments(count: $count)
  }
`;

export default function StandingPage() {
  return (
    <RequireAuth>
      <StandingRoute />
    </RequireAuth>
  );
}

function StandingRoute() {
  const queryRef = usePageQueryRef<StandingPageQuery>();
  return queryRef ? <StandingContent queryRef={queryRef} /> : <PageSpinner />;
}

function StandingContent({ queryRef }: { queryRef: PreloadedQuery<StandingPageQuery> }) {
  const data = usePreloadedQuery<StandingPageQuery>(query, queryRef);
  return (
    <PageFrame
      title="Account standing"
      lead="Warnings and moderation actions on your account and your posts and comments, with the reasons. You can appeal a warning, a removal or a ban once, within 14 days."
      width="narrow"
      actions={
        <Link to="/settings" className="button">
          Back to settings
        </Link>
      }
    >
      <section className="card" aria-labelledby="warnings-title">
        <h2 id="warnings-title">Your warnings</h2>
        <Suspense fallback={<Spinner />}>
          <MyWarningsList />
        </Suspense>
      </section>
      <section aria-labelledby="actions-title">
        <h2 id="actions-title">Actions and appeals</h2>
        <MyModerationActions query={data} />
      </section>
    </PageFrame>
  );
}
