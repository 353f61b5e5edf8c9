// The short-video share dialogs of a post (content spec §2 'Share-to-short-video dialogs'): the
// share card, the share helper it leads to, the caption generator and the performance panel.
// Loaded with lazyDialog the first time one opens; the post is read when it opens.
import { Suspense, useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Modal } from '../../ui/Modal';
import { QuietBoundary } from '../../ui/QuietBoundary';
import { Spinner } from '../../ui/Spinner';
import type { ShortVideoShareDialogQuery } from './__generated__/ShortVideoShareDialogQuery.graphql';
import { CaptionGeneratorView } from './CaptionGeneratorView';
import { PerformancePanel } from './PerformancePanel';
import { ShareCardView } from './ShareCardView';
import { ShareHelperView } from './ShareHelperView';
import { defaultCaption } from './sharePost';
import { SHARE_VIEW_TITLES, type ShortVideoShareView } from './shareViews';
import { trackShareEvent } from '../analytics/analytics';
import './share.css';

export function ShortVideoShareDialog({
  postId,
  view,
  onViewChange,
  onClose,
}: {
  /** The post's global id. */
  postId: string;
  view: ShortVideoShareView;
  onViewChange: (view: ShortVideoShareView) => void;
  onClose: () => void;
}) {
  return (
    <Modal open title={SHARE_VIEW_TITLES[view]} onClose={onClose} size="large" className="share-dialog">
      <QuietBoundary fallback={<p className="field-error">The post could not be loaded. Close this and try again.</p>}>
        <Suspense fallback={<Spinner label="Loading the post…" />}>
          <ShareDialogContent postId={postId} view={view} onViewChange={onViewChange} onClose={onClose} />
        </Suspense>
      </QuietBoundary>
    </Modal>
  );
}

function ShareDialogContent({ postId, view, onViewChange, onClose }: { postId: string; view: ShortVideoShareView; onViewChange: (view: ShortVideoShareView) => void; onClose: () => void }) {
  const data = useLazyLoadQuery<ShortVideoShareDialogQuery>(
    graphql`
      query ShortVideoShareDialogQuery($id: String!) {
        post(id: $id) {
          id
          postId
          title
          contentText
          postType
          tags
          sector
          score
          commentCount
          author {
            username
          }
        }
      }
    `,
    { id: postId },
    { fetchPolicy: 'store-or-network' },
  );
  const post = data.post;
  const opened = useRef(false);
  useEffect(() => {
    if (!post || opened.current) return;
    opened.current = true;
    trackShareEvent('share_opened', post.postId, { view });
  }, [post, view]);

  if (!post) return <p className="field-error">Post not found. It may have been deleted.</p>;
  switch (view) {
    case 'card':
      return <ShareCardView post={post} onShareToApp={() => onViewChange('helper')} onClose={onClose} />;
    case 'helper':
      return <ShareHelperView post={post} caption={defaultCaption(post)} />;
    case 'caption':
      return <CaptionGeneratorView post={post} />;
    case 'performance':
      return <PerformancePanel post={post} />;
  }
}
