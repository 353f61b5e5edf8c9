// The post edit modal (content spec §4 'Post edit', §5): title, content and comma-separated
// tags. 'Updating...' while saving; the post is replaced by the server's answer. The post's
// content is read when the modal opens, not with every feed card: a feed page then carries no
// post bodies, and the edit starts from the latest version.
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { RichTextEditor } from '../../editor/LazyRichTextEditor';
import { emptyValue, isEmptyValue, type RichTextValue } from '../../editor/types';
import { userMessage } from '../../relay/errors';
import { FormMessage, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { LoadingModal } from '../../ui/LoadingModal';
import type { EditPostDialog_post$data, EditPostDialog_post$key } from './__generated__/EditPostDialog_post.graphql';
import type { EditPostDialogQuery } from './__generated__/EditPostDialogQuery.graphql';
import { ModerationDetailsView } from './ModerationDetailsView';
import { BLOCK_DEFAULT, moderationBlock, type ModerationDetails } from './postErrors';
import { parseTagList } from './postRules';
import { useUpdatePostMutation } from './useUpdatePostMutation';

export const UPDATE_POST_FAILED = 'Failed to update post. Please try again.';
const LOAD_POST_FAILED = 'The post could not be loaded. Please try again.';
export const EDIT_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required for discussion posts',
} as const;

export function EditPostDialog({ postId, open, onClose }: { postId: string; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <LoadingModal title="Edit post" onClose={onClose} size="large" loadingLabel="Loading the post" failure={LOAD_POST_FAILED}>
      <EditPostLoader postId={postId} onClose={onClose} />
    </LoadingModal>
  );
}

function EditPostLoader({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { node } = useLazyLoadQuery<EditPostDialogQuery>(
    graphql`
      query EditPostDialogQuery($id: ID!) {
        node(id: $id) {
          ...EditPostDialog_post @alias
        }
      }
    `,
    { id: postId },
    { fetchPolicy: 'network-only' },
  );
  const data = useFragment<EditPostDialog_post$key>(
    graphql`
      fragment EditPostDialog_post on Post {
        id
        title
        content
        tags
        postType
      }
    `,
    node?.EditPostDialog_post ?? null,
  );
  if (!data) throw new Error('The post is gone');
  return <EditPostForm data={data} onClose={onClose} />;
}

function EditPostForm({ data, onClose }: { data: EditPostDialog_post$data; onClose: () => void }) {
  const isPoll = data.postType === 'POLL';
  const [title, setTitle] = useState(data.title);
  const [content, setContent] = useState<RichTextValue>(() => (Array.isArray(data.content) && data.content.length > 0 ? (data.content as RichTextValue) : emptyValue()));
  const [tagsText, setTagsText] = useState(data.tags.join(', '));
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [block, setBlock] = useState<ModerationDetails | null>(null);
  const [updatePost, busy] = useUpdatePostMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (title.trim() === '') next.title = EDIT_MESSAGES.titleRequired;
    if (!isPoll && isEmptyValue(content)) next.content = EDIT_MESSAGES.contentRequired;
    setErrors(next);
    setFailure(null);
    setBlock(null);
    if (next.title || next.content) return;
    updatePost({
      postId: data.id,
      title: title.trim(),
      content: isPoll ? null : content,
      tags: parseTagList(tagsText),
      onUpdated: onClose,
      onError: (error) => {
        const blocked = moderationBlock(error, BLOCK_DEFAULT);
        if (blocked) setBlock(blocked);
        else setFailure(userMessage(error, UPDATE_POST_FAILED));
      },
    });
  };

  return (
    <Modal open title="Edit post" onClose={onClose} closeBlocked={busy} size="large">
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Title" value={title} onChange={setTitle} error={errors.title} maxLength={300} data-autofocus />
        {isPoll ? null : (
          <div className={`field${errors.content ? ' field-invalid' : ''}`}>
            <RichTextEditor label="Content" value={content} onChange={setContent} disabled={busy} aria-describedby={errors.content ? 'edit-content-error' : undefined} />
            {errors.content ? (
              <p id="edit-content-error" className="field-error">
                {errors.content}
              </p>
            ) : null}
          </div>
        )}
        <TextField
          label="Tags"
          value={tagsText}
          onChange={setTagsText}
          hint="Separate tags with commas, up to 3."
          autoComplete="off"
        />
        {block ? (
          <FormMessage tone="error">
            <p>{block.message}</p>
            <ModerationDetailsView violations={block.violations} suggestions={block.suggestions} />
          </FormMessage>
        ) : null}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <div className="form-actions dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Updating...' : 'Update post'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
