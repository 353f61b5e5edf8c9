// /compose?quick=1: the quick composer as a page (content spec §2). Members only; after
// posting, 'Post Created!' offers View Post and Done (back to the feed).
import { Suspense, useState } from 'react';
import { commitLocalUpdate, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useNavigate } from '../../routing';
import { PostComposer } from '../../features/composer/PostComposer';
import { PostCreatedDialog, type CreatedPost } from '../../features/composer/PostCreatedDialog';
import { RequireAuth } from '../../features/session/RequireAuth';
import { usePageQueryRef } from '../../relay/usePageQueryRef';
import { PageFrame } from '../../ui/PageFrame';
import { PageSpinner } from '../../ui/Spinner';
import type { ComposePageQuery } from './__generated__/ComposePageQuery.graphql';

export const composePageQuery = graphql`
  query ComposePageQuery {
    taxonomy {
      ...PostComposer_taxonomy
    }
  }
`;

export default function ComposePage() {
  return (
    <RequireAuth>
      <ComposeRoute />
    </RequireAuth>
  );
}

function ComposeRoute() {
  const queryRef = usePageQueryRef<ComposePageQuery>();
  return (
    <PageFrame title="Create a post" lead="Ask a question, share what happened at work, or call coworkers to organize." width="narrow">
      <div className="card">
        {queryRef ? (
          <Suspense fallback={<PageSpinner />}>
            <ComposeForm queryRef={queryRef} />
          </Suspense>
        ) : (
          <PageSpinner />
        )}
      </div>
    </PageFrame>
  );
}

function ComposeForm({ queryRef }: { queryRef: PreloadedQuery<ComposePageQuery> }) {
  const data = usePreloadedQuery<ComposePageQuery>(composePageQuery, queryRef);
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [created, setCreated] = useState<CreatedPost | null>(null);
  const [formKey, setFormKey] = useState(0);

  // The feeds cached in the store do not have the new post: load them again next time.
  const markFeedsStale = () => commitLocalUpdate(environment, (store) => store.invalidateStore());
  const leave = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <>
      <PostComposer
        key={formKey}
        taxonomy={data.taxonomy}
        connections={[]}
        variant="page"
        onClose={leave}
        onReviewed={() => {
          markFeedsStale();
          navigate('/');
        }}
        onCreated={(post) => {
          markFeedsStale();
          setFormKey((k) => k + 1);
          setCreated(post);
        }}
      />
      <PostCreatedDialog
        post={created}
        onClose={() => setCreated(null)}
        onDone={() => {
          setCreated(null);
          navigate('/');
        }}
      />
    </>
  );
}
