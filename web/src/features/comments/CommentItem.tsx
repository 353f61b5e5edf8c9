// One comment (content spec §2, §4 'Comment', §6): author, time, body (or '[deleted]'), a
// like (up vote toggle; guests go to /login), Reply with an inline reply box, and for its
// author Edit (inline, save disabled when empty) and for its author or an admin Delete
// (with a confirm). The user-actions menu (Message author, Report comment, Report user, Mute,
// Block, and for admins Issue Warning and Ban User) sits in the header, never on one's own
// comment. Replies are drawn below, indented.
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from '../../routing';
import { RichText } from '../../editor/RichText';
import { RichTextEditor } from '../../editor/LazyRichTextEditor';
import { emptyValue, isEmptyValue, type RichTextValue } from '../../editor/types';
import { userMessage } from '../../relay/errors';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageIcon } from '../../ui/PageIcon';
import { showToast } from '../../ui/toastStore';
import { showActionFailure } from '../posts/actionFailure';
import { BLOCK_DEFAULT, moderationBlock } from '../posts/postErrors';
import { RelativeTime } from '../posts/RelativeTime';
import { nextCommentVote } from '../posts/voteMath';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import type { CommentItem_comment$key } from './__generated__/CommentItem_comment.graphql';
import { CommentForm, CommentNoticeView, COMMENT_REVIEW_DEFAULT, type CommentNotice } from './CommentForm';
import { markPendingComment, usePendingComment } from './pendingComments';
import { useDeleteCommentMutation } from './useDeleteCommentMutation';
import { useUpdateCommentMutation } from './useUpdateCommentMutation';
import { useVoteCommentMutation } from './useVoteCommentMutation';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { canOfferMessage, useMessageMember } from '../messages/useMessageMember';
import { useUserActions } from '../moderation/useUserActions';

export const UPDATE_COMMENT_FAILED = 'Failed to update comment. Please try again.';
export const DELETE_COMMENT_CONFIRM = 'Are you sure you want to delete this comment?';
export const DELETE_COMMENT_FAILED = 'Failed to delete comment. Please try again.';
export const LIKE_FAILED = 'Failed to like comment. Please try again.';

export function CommentItem({
  comment,
  postId,
  connectionId,
  canReply,
  children,
}: {
  comment: CommentItem_comment$key;
  postId: string;
  connectionId: string;
  canReply: boolean;
  children?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        content
        isDeleted
        score
        viewerVote
        createdAt
        editedAt
        viewerCanEdit
        viewerCanDelete
        author {
          userId
          displayName
          username
          avatarColor
          viewerHasBlocked
          viewerHasMuted
          ...useUserActions_user
        }
      }
    `,
    comment,
  );
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = usePendingComment(data.id);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<RichTextValue>(() => emptyValue());
  const [editNotice, setEditNotice] = useState<CommentNotice | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [commitVote, voting] = useVoteCommentMutation();
  const [commitUpdate, saving] = useUpdateCommentMutation();
  const [commitDelete, deleting] = useDeleteCommentMutation();
  const member = useUserActions(data.isDeleted ? null : data.author, { content: { commentId: data.id } });
  const { messageMember, starting, viewerUserId } = useMessageMember();

  const here = location.pathname + location.search + `#comment-${data.id}`;
  const goLogin = () => navigate(authPathWithReturn('/login', here));
  const liked = data.viewerVote === 'UP';
  const name = data.author?.displayName ?? 'Deleted comment';

  const like = () => {
    if (!session.isAuthenticated) {
      goLogin();
      return;
    }
    commitVote({
      commentId: data.id,
      vote: nextCommentVote(data.viewerVote),
      onError: (error) => showActionFailure(error, LIKE_FAILED),
    });
  };

  const reply = () => {
    if (!session.isAuthenticated) {
      goLogin();
      return;
    }
    setReplying((value) => !value);
  };

  const startEdit = () => {
    setDraft(Array.isArray(data.content) && data.content.length > 0 ? (data.content as RichTextValue) : emptyValue());
    setEditNotice(null);
    setEditing(true);
  };

  const saveEdit = () => {
    if (isEmptyValue(draft) || saving) return;
    setEditNotice(null);
    commitUpdate({
      variables: { input: { id: data.id, content: draft } },
      onCompleted: (response) => {
        const result = response.updateComment;
        setEditing(false);
        if (result?.action === 'REVIEW') {
          markPendingComment(data.id);
          showToast(result.message || COMMENT_REVIEW_DEFAULT, 'info', 6000);
        } else {
          showToast('Comment updated', 'success');
        }
      },
      onError: (error) => {
        const blocked = moderationBlock(error, BLOCK_DEFAULT);
        if (blocked) setEditNotice({ tone: 'error', ...blocked });
        else setEditNotice({ tone: 'error', message: UPDATE_COMMENT_FAILED, violations: [], suggestions: [] });
      },
    });
  };

  const remove = () => {
    setDeleteError(null);
    commitDelete({
      commentId: data.id,
      connectionId,
      onCompleted: () => {
        setConfirmDelete(false);
        showToast('Comment deleted', 'success');
      },
      onError: (error) => setDeleteError(userMessage(error, DELETE_COMMENT_FAILED)),
    });
  };

  // Blocked or muted just now: their comments leave the thread (the server leaves them out later).
  if (data.author?.viewerHasBlocked || data.author?.viewerHasMuted) return null;

  const menuItems: ActionMenuItem[] = [
    ...(canOfferMessage(data.author, viewerUserId)
      ? [{ key: 'message', label: 'Message author', icon: 'message' as const, onSelect: () => messageMember(data.author!.username!), disabled: starting }]
      : []),
    ...member.items,
  ];

  return (
    <li className="comment" id={`comment-${data.id}`}>
      <article className="comment-body" aria-label={data.isDeleted ? 'Deleted comment' : `Comment by ${name}`}>
        {data.isDeleted ? (
          <p className="comment-deleted">[deleted]</p>
        ) : (
          <>
            <header className="comment-head">
              <Avatar name={name} color={data.author?.avatarColor} size={28} />
              <span className="post-author-name">{name}</span>
              {data.author?.username ? <span className="muted">@{data.author.username}</span> : null}
              <RelativeTime value={data.createdAt} className="muted" />
              {data.editedAt ? <span className="muted">(edited)</span> : null}
              {pending ? <span className="pill pill-warning">Awaiting review</span> : null}
              {menuItems.length > 0 ? (
                <ActionMenu label={`More actions for the comment by ${name}`} title="Comment actions" items={menuItems} className="comment-menu" />
              ) : null}
            </header>
            {editing ? (
              <div className="comment-edit">
                <RichTextEditor label="Edit comment" hideLabel value={draft} onChange={setDraft} disabled={saving} autoFocus maxChars={10000} />
                {editNotice ? <CommentNoticeView notice={editNotice} onDismiss={() => setEditNotice(null)} /> : null}
                <div className="comment-form-actions">
                  <button type="button" className="button button-small" onClick={() => setEditing(false)} disabled={saving}>
                    Cancel
                  </button>
                  <button type="button" className="button button-primary button-small" onClick={saveEdit} disabled={saving || isEmptyValue(draft)}>
                    {saving ? 'Saving…' : 'Save'}
                  </button>
                </div>
              </div>
            ) : (
              <RichText value={data.content} className="comment-text" />
            )}
            {!editing ? (
              <div className="comment-actions">
                <button
                  type="button"
                  className={`comment-action${liked ? ' comment-action-active' : ''}`}
                  aria-pressed={liked}
                  aria-label={liked ? `Unlike comment (${data.score} likes)` : `Like comment (${data.score} likes)`}
                  onClick={like}
                  disabled={voting}
                >
                  <PageIcon name="thumbUp" size={16} />
                  <span aria-hidden="true">{data.score}</span>
                </button>
                {canReply ? (
                  <button type="button" className="comment-action" onClick={reply} aria-expanded={replying}>
                    <PageIcon name="reply" size={16} /> Reply
                  </button>
                ) : null}
                {data.viewerCanEdit ? (
                  <button type="button" className="comment-action" onClick={startEdit}>
                    <PageIcon name="edit" size={16} /> Edit
                  </button>
                ) : null}
                {data.viewerCanDelete ? (
                  <button type="button" className="comment-action comment-action-danger" onClick={() => setConfirmDelete(true)}>
                    <PageIcon name="trash" size={16} /> Delete
                  </button>
                ) : null}
              </div>
            ) : null}
          </>
        )}
        {replying ? (
          <div className="comment-reply-box">
            <CommentForm
              postId={postId}
              connectionId={connectionId}
              parentId={data.id}
              label={`Reply to ${name}`}
              submitLabel="Post reply"
              autoFocus
              onPosted={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          </div>
        ) : null}
      </article>
      {children}
      {member.dialogs}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete comment?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        tone="danger"
        busy={deleting}
        error={deleteError}
        onConfirm={remove}
        onCancel={() => {
          setDeleteError(null);
          setConfirmDelete(false);
        }}
      >
        <p>{DELETE_COMMENT_CONFIRM}</p>
      </ConfirmDialog>
    </li>
  );
}
