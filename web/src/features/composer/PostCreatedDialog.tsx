// 'Post Created!' (content spec §2): a share control (copy link), up to 3 suggested
// communities to join, View Post and Done.
import { useId } from 'react';
import { useNavigate } from '../../routing';
import { SuggestedCommunities } from '../communities/SuggestedCommunities';
import { PageIcon } from '../../ui/PageIcon';
import { Modal } from '../../ui/Modal';
import { absoluteUrl } from '../posts/postRules';
import { copyPostLink } from '../posts/shareLink';

export interface CreatedPost {
  title: string;
  path: string;
}

export function PostCreatedDialog({ post, onClose, onDone }: { post: CreatedPost | null; onClose: () => void; onDone?: () => void }) {
  const navigate = useNavigate();
  const linkId = useId();
  if (!post) return null;
  return (
    <Modal open title="Post Created!" onClose={onClose} size="small">
      <p>
        <strong>{post.title}</strong> is now live. Share it with coworkers who should see it.
      </p>
      <div className="field">
        <label htmlFor={linkId}>Link to your post</label>
        <div className="share-row">
          <input id={linkId} readOnly value={absoluteUrl(post.path)} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copyPostLink(post.path)}>
            <PageIcon name="link" size={18} /> Copy link
          </button>
        </div>
      </div>
      <SuggestedCommunities onNavigate={onClose} />
      <div className="button-row dialog-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            navigate(post.path);
          }}
        >
          View Post
        </button>
        <button type="button" className="button button-primary" onClick={onDone ?? onClose} data-autofocus>
          Done
        </button>
      </div>
    </Modal>
  );
}
