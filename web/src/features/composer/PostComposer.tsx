// The new-post form (content spec §2 'New post', §4 'Post creation', §5, §8): post type,
// title, rich-text content, sector (default General), tags; client checks with the spec's
// messages; the company-safety reminder once per device; a discard confirm when closing
// with content; the moderation dialog for blocked or held posts; every creation error of
// §8. As a dialog (home) or inline (/compose). The poll checkbox switches to poll mode
// (question, 2-5 options, voting duration; no content) and resets the options. A post may go
// into one of the viewer's communities; on a community's page the choice starts there.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { RichTextEditor } from '../../editor/LazyRichTextEditor';
import { useMentionCandidates } from '../mentions/useMentionCandidates';
import { emptyValue, isEmptyValue, plainText, type RichTextValue } from '../../editor/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormMessage, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { BLOCK_DEFAULT, REVIEW_DEFAULT, createPostFailure, moderationBlock } from '../posts/postErrors';
import { errorFacts } from '../posts/errorFacts';
import { PollOptionsEditor } from '../polls/PollOptionsEditor';
import { DEFAULT_POLL_DURATION_HOURS, checkPollOptions, initialPollOptions, pollOptionsValid, type PollOptionsCheck } from '../polls/pollForm';
import type { PostComposer_taxonomy$key } from './__generated__/PostComposer_taxonomy.graphql';
import { CommunityChoice, type CommunityOption } from './CommunityChoice';
import { CompanySafetyDialog } from './CompanySafetyDialog';
import { POST_TYPES, TITLE_MAX, needsCompanySafety, rememberCompanySafetySeen, validatePostForm, type PostFormErrors, type PostType } from './composerRules';
import { ModerationDialog, type ModerationResult } from './ModerationDialog';
import type { CreatedPost } from './PostCreatedDialog';
import { TagPicker } from './TagPicker';
import { useCreatePostMutation } from './useCreatePostMutation';
import { UsernameDialog } from './UsernameDialog';

export const DEFAULT_SECTOR = 'General';

export interface PostComposerProps {
  taxonomy: PostComposer_taxonomy$key;
  /**
   * Feed connections the new post is put on top of. With a preset `community`, they are that
   * community's feed, so a post sent to another community is not put there.
   */
  connections: string[];
  /** The connections list polls only (the Polls tab): a post of another type is not put there. */
  onlyPolls?: boolean;
  /** The community the post goes into unless the author picks another (a community's page). */
  community?: CommunityOption | null;
  variant: 'dialog' | 'page';
  /** Closing without posting (after the discard confirm when there was content). */
  onClose: () => void;
  /** The post was published. */
  onCreated: (post: CreatedPost) => void;
  /** The post was held for review (its dialog has been acknowledged). */
  onReviewed?: () => void;
}

export function PostComposer({ taxonomy, connections, onlyPolls = false, community = null, variant, onClose, onCreated, onReviewed }: PostComposerProps) {
  const data = useFragment(
    graphql`
      fragment PostComposer_taxonomy on Taxonomy {
        sectors {
          slug
          name
        }
        tags {
          name
          essential
          keywords
        }
      }
    `,
    taxonomy,
  );
  const sectorId = useId();
  const contentErrorId = useId();
  const titleRef = useRef<HTMLDivElement>(null);
  const [postType, setPostType] = useState<PostType>('DISCUSSION');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState<RichTextValue>(() => emptyValue());
  const [sector, setSector] = useState(() => (data.sectors.some((s) => s.name === community?.sector) ? community!.sector! : DEFAULT_SECTOR));
  const [tags, setTags] = useState<string[]>([]);
  const [communityId, setCommunityId] = useState(community?.id ?? '');
  const suggestMentions = useMentionCandidates(communityId);
  const [isPoll, setIsPoll] = useState(false);
  const [pollOptions, setPollOptions] = useState<string[]>(() => initialPollOptions());
  const [pollDuration, setPollDuration] = useState(DEFAULT_POLL_DURATION_HOURS);
  const [pollCheck, setPollCheck] = useState<PollOptionsCheck | null>(null);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [verifyMessage, setVerifyMessage] = useState<string | null>(null);
  const [moderation, setModeration] = useState<ModerationResult | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [safetyOpen, setSafetyOpen] = useState(false);
  const [usernameReason, setUsernameReason] = useState<string | null>(null);
  const [createPost, busy] = useCreatePostMutation();

  const contentText = useMemo(() => plainText(content), [content]);
  const dirty =
    title.trim() !== '' || (!isPoll && !isEmptyValue(content)) || tags.length > 0 || (isPoll && pollOptions.some((o) => o.trim() !== ''));
  const sectors = data.sectors.length > 0 ? data.sectors : [{ slug: 'general', name: DEFAULT_SECTOR }];

  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };

  const focusTitle = () => titleRef.current?.querySelector('input')?.focus();

  /** Poll mode on or off: the options start again from two empty rows. */
  const togglePoll = (on: boolean) => {
    setIsPoll(on);
    setPollOptions(initialPollOptions());
    setPollDuration(DEFAULT_POLL_DURATION_HOURS);
    setPollCheck(null);
    setErrors({});
    setFailure(null);
  };

  const send = () => {
    setFailure(null);
    setVerifyMessage(null);
    const cleanTitle = title.replace(/\s+/g, ' ').trim();
    const targets = (community === null || communityId === community.id) && (isPoll || !onlyPolls) ? connections : [];
    createPost({
      connections: targets,
      input: isPoll
        ? {
            title: cleanTitle,
            // Poll posts send no content.
            content: null,
            postType: 'POLL',
            sector,
            tags,
            pollOptions: checkPollOptions(pollOptions).cleaned,
            votingDurationHours: pollDuration,
            communityId: communityId || null,
          }
        : { title: cleanTitle, content, postType, sector, tags, communityId: communityId || null },
      onCompleted: (result) => {
        if (!result) {
          setFailure(createPostFailure({ code: null, message: '', network: false }).message);
          return;
        }
        if (result.action === 'REVIEW') {
          setModeration({ kind: 'review', message: result.message || REVIEW_DEFAULT });
          return;
        }
        onCreated({ title: result.post.title, path: result.post.path });
      },
      onError: (error) => {
        const blocked = moderationBlock(error, BLOCK_DEFAULT);
        if (blocked) {
          setModeration({ kind: 'block', ...blocked });
          return;
        }
        const outcome = createPostFailure(errorFacts(error));
        if (outcome.kind === 'verifyEmail') setVerifyMessage(outcome.message);
        else if (outcome.kind === 'username') setUsernameReason(outcome.message);
        else setFailure(outcome.message);
      },
    });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = validatePostForm({ title, contentIsEmpty: isEmptyValue(content), poll: isPoll });
    setErrors(found);
    const optionsCheck = isPoll ? checkPollOptions(pollOptions) : null;
    setPollCheck(optionsCheck);
    if (found.title) {
      focusTitle();
      return;
    }
    if (found.content) return;
    if (optionsCheck && !pollOptionsValid(optionsCheck)) return;
    if (needsCompanySafety(title)) {
      rememberCompanySafetySeen();
      setSafetyOpen(true);
      return;
    }
    send();
  };

  const form = (
    <form className="form composer-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {verifyMessage ? (
        <div className="banner-inline banner-inline-danger" role="alert">
          <Icon name="alert" />
          <p>{verifyMessage}</p>
          <button type="button" className="icon-button" onClick={() => setVerifyMessage(null)} aria-label="Dismiss message">
            <Icon name="close" />
          </button>
        </div>
      ) : null}

      <label className="checkbox-field composer-poll-toggle">
        <input type="checkbox" checked={isPoll} onChange={(event) => togglePoll(event.target.checked)} disabled={busy} />
        <span>Create a poll</span>
      </label>

      {isPoll ? null : (
      <fieldset className="post-type-choice">
        <legend>What are you posting?</legend>
        <div className="segmented">
          {POST_TYPES.map((type) => (
            <label key={type.value} className={`segment${postType === type.value ? ' segment-selected' : ''}`}>
              <input type="radio" name="postType" value={type.value} checked={postType === type.value} onChange={() => setPostType(type.value)} disabled={busy} />
              <span>{type.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      )}

      <div ref={titleRef}>
        <TextField
          label={isPoll ? 'Poll question' : 'Title'}
          value={title}
          onChange={(value) => {
            setTitle(value);
            if (errors.title) setErrors((e) => ({ ...e, title: undefined }));
          }}
          error={errors.title}
          maxLength={TITLE_MAX}
          placeholder={isPoll ? 'What do you want to ask other workers?' : 'What do you want to talk about?'}
          disabled={busy}
          data-autofocus
        />
      </div>

      {isPoll ? (
        <PollOptionsEditor
          options={pollOptions}
          onOptionsChange={(next) => {
            setPollOptions(next);
            if (pollCheck) setPollCheck(null);
          }}
          durationHours={pollDuration}
          onDurationChange={setPollDuration}
          optionErrors={pollCheck?.options}
          error={pollCheck?.form}
          disabled={busy}
        />
      ) : (
      <div className={`field${errors.content ? ' field-invalid' : ''}`}>
        <RichTextEditor
          label="Content"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (errors.content) setErrors((e) => ({ ...e, content: undefined }));
          }}
          placeholder="Share details, ask a question, tell your story…"
          disabled={busy}
          suggestMentions={suggestMentions}
          aria-describedby={errors.content ? contentErrorId : undefined}
        />
        {errors.content ? (
          <p id={contentErrorId} className="field-error">
            {errors.content}
          </p>
        ) : null}
      </div>
      )}

      <div className="field">
        <label htmlFor={sectorId}>Sector</label>
        <select id={sectorId} value={sector} onChange={(event) => setSector(event.target.value)} disabled={busy}>
          {sectors.map((s) => (
            <option key={s.slug} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </div>

      <CommunityChoice value={communityId} onChange={setCommunityId} preset={community} disabled={busy} />

      <TagPicker
        tags={data.tags}
        chosen={tags}
        onChange={setTags}
        text={isPoll ? `${title}\n${pollOptions.join('\n')}` : `${title}\n${contentText}`}
        disabled={busy}
      />

      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}

      <div className="form-actions composer-actions">
        <button type="button" className="button" onClick={requestClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Posting…' : isPoll ? 'Post poll' : 'Post'}
        </button>
      </div>
    </form>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this post?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      >
        <p>You have unsaved changes. If you close now, they will be lost.</p>
      </ConfirmDialog>
      <CompanySafetyDialog
        open={safetyOpen}
        onEdit={() => {
          setSafetyOpen(false);
          setTimeout(focusTitle, 0);
        }}
        onContinue={() => {
          setSafetyOpen(false);
          send();
        }}
      />
      <ModerationDialog
        result={moderation}
        onClose={() => {
          const wasReview = moderation?.kind === 'review';
          setModeration(null);
          if (wasReview) onReviewed?.();
        }}
      />
      <UsernameDialog
        open={usernameReason !== null}
        reason={usernameReason ?? ''}
        onClose={() => setUsernameReason(null)}
        onSaved={() => {
          setUsernameReason(null);
          send();
        }}
      />
    </>
  );

  if (variant === 'page') {
    return (
      <>
        {form}
        {dialogs}
      </>
    );
  }
  return (
    <>
      <Modal open title="Create a post" onClose={requestClose} closeBlocked={busy} size="large" className="composer-modal">
        {form}
      </Modal>
      {dialogs}
    </>
  );
}
