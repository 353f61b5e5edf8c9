// The reply box (content spec §2 'Post page', §5 'Comment', §8 'Comment'): a rich-text box
// whose Post button stays disabled while it is empty or sending; a block or a review shows
// the server's message with the 'Issues:' and 'Suggestions:' lists.
import { useState, type FormEvent } from 'react';
import { RichTextEditor } from '../../editor/LazyRichTextEditor';
import { useMentionCandidates } from '../mentions/useMentionCandidates';
import { emptyValue, isEmptyValue, type RichTextValue } from '../../editor/types';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toastStore';
import { showEmailRequired } from '../posts/emailRequiredStore';
import { ModerationDetailsView } from '../posts/ModerationDetailsView';
import { moderationBlock, type ModerationDetails } from '../posts/postErrors';
import { errorFacts, isVerifyEmailError, verifyEmailMessage } from '../posts/errorFacts';
import { markPendingComment } from './pendingComments';
import { useCreateCommentMutation } from './useCreateCommentMutation';

export const COMMENT_FAILED = 'Failed to post comment. Please try again.';
export const COMMENT_BLOCK_DEFAULT = 'Your comment needs changes before it can be posted.';
export const COMMENT_REVIEW_DEFAULT = 'Your comment was sent to moderation for review.';

export type CommentNotice = { tone: 'error' | 'info' } & ModerationDetails;

export function CommentNoticeView({ notice, onDismiss }: { notice: CommentNotice; onDismiss: () => void }) {
  return (
    <div className={`form-message form-message-${notice.tone === 'error' ? 'error' : 'info'} comment-notice`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <div className="comment-notice-head">
        <p>{notice.message}</p>
        <button type="button" className="icon-button" onClick={onDismiss} aria-label="Dismiss message">
          <Icon name="close" size={16} />
        </button>
      </div>
      <ModerationDetailsView violations={notice.violations} suggestions={notice.suggestions} />
    </div>
  );
}

export function CommentForm({
  postId,
  connectionId,
  parentId = null,
  label,
  submitLabel = 'Post comment',
  autoFocus,
  editorId,
  onPosted,
  onCancel,
}: {
  postId: string;
  connectionId: string;
  parentId?: string | null;
  label: string;
  submitLabel?: string;
  autoFocus?: boolean;
  editorId?: string;
  onPosted?: () => void;
  onCancel?: () => void;
}) {
  const suggestMentions = useMentionCandidates();
  const [value, setValue] = useState<RichTextValue>(() => emptyValue());
  const [notice, setNotice] = useState<CommentNotice | null>(null);
  const [commit, busy] = useCreateCommentMutation();
  const empty = isEmptyValue(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || busy) return;
    setNotice(null);
    commit({
      postId,
      content: value,
      parentId,
      connectionId,
      onCompleted: (result) => {
        setValue(emptyValue());
        if (result?.action === 'REVIEW') {
          markPendingComment(result.comment.id);
          setNotice({ tone: 'info', message: result.message || COMMENT_REVIEW_DEFAULT, violations: [], suggestions: [] });
          return;
        }
        showToast(parentId ? 'Reply posted' : 'Comment posted', 'success');
        onPosted?.();
      },
      onError: (error) => {
        const blocked = moderationBlock(error, COMMENT_BLOCK_DEFAULT);
        if (blocked) {
          setNotice({ tone: 'error', ...blocked });
        } else if (isVerifyEmailError(error)) {
          const message = verifyEmailMessage(error);
          showEmailRequired(message);
          setNotice({ tone: 'error', message, violations: [], suggestions: [] });
        } else {
          const facts = errorFacts(error);
          const known = facts.code === 'VALIDATION' || facts.code === 'RATE_LIMITED' || facts.code === 'FORBIDDEN';
          setNotice({ tone: 'error', message: known && facts.message ? facts.message : COMMENT_FAILED, violations: [], suggestions: [] });
        }
      },
    });
  };

  return (
    <form className="comment-form" onSubmit={submit}>
      <RichTextEditor
        id={editorId}
        label={label}
        hideLabel
        value={value}
        onChange={setValue}
        placeholder={parentId ? 'Write a reply…' : 'Join the discussion…'}
        autoFocus={autoFocus}
        disabled={busy}
        maxChars={10000}
        suggestMentions={suggestMentions}
      />
      {notice ? <CommentNoticeView notice={notice} onDismiss={() => setNotice(null)} /> : null}
      <div className="comment-form-actions">
        {onCancel ? (
          <button type="button" className="button button-small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button-primary button-small" disabled={empty || busy}>
          {busy ? 'Posting…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
