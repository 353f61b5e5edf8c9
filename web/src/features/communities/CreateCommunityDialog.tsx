// The create-community dialog of /explore?createCommunity=true (content spec §2): name (3 to 50
// characters), description (at most 500), category, icon and public / private. The form checks
// what it can before sending; the server's refusals are shown at their field (a taken name at
// the name), others above the buttons. A created community opens its page.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from '../../routing';
import { userMessage } from '../../relay/errors';
import { FormMessage, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toastStore';
import type { CreateCommunityDialog_taxonomy$key } from './__generated__/CreateCommunityDialog_taxonomy.graphql';
import {
  DESCRIPTION_MAX,
  ICON_CHOICES,
  ICON_MAX,
  NAME_MAX,
  communityErrorField,
  validateCommunityForm,
  type CommunityFormErrors,
  type CommunityFormValues,
} from './communityRules';
import { communityPath } from './communityAddresses';
import { useCreateCommunityMutation } from './useCreateCommunityMutation';

export const CREATE_COMMUNITY_FAILED = 'Failed to create community. Please try again.';

export function CreateCommunityDialog({
  taxonomy,
  open,
  onClose,
  connections,
  initialPrivate = false,
}: {
  taxonomy: CreateCommunityDialog_taxonomy$key;
  open: boolean;
  onClose: () => void;
  /** Directory lists the new community is put on top of. */
  connections: string[];
  initialPrivate?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CreateCommunityDialog_taxonomy on Taxonomy {
        sectors {
          slug
          name
        }
      }
    `,
    taxonomy,
  );
  const navigate = useNavigate();
  const categoryId = useId();
  const descriptionId = useId();
  const iconId = useId();
  const [values, setValues] = useState<CommunityFormValues>({ name: '', description: '', category: '', icon: '' });
  const [isPrivate, setIsPrivate] = useState(initialPrivate);
  const [errors, setErrors] = useState<CommunityFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, busy] = useCreateCommunityMutation();

  const set = (field: keyof CommunityFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCommunityForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    commit({
      variables: {
        connections,
        input: {
          name: values.name.replace(/\s+/g, ' ').trim(),
          description: values.description.trim() || null,
          category: values.category,
          icon: values.icon.trim() || null,
          visibility: isPrivate ? 'PRIVATE' : 'PUBLIC',
        },
      },
      onCompleted: (response) => {
        const community = response.createCommunity?.community;
        if (!community) {
          setFailure(CREATE_COMMUNITY_FAILED);
          return;
        }
        showToast(`${community.displayName} is ready. Invite your coworkers.`, 'success');
        onClose();
        navigate(communityPath(community));
      },
      onError: (error) => {
        const message = userMessage(error, CREATE_COMMUNITY_FAILED);
        const field = communityErrorField(message);
        if (field) setErrors((e) => ({ ...e, [field]: message }));
        else setFailure(message);
      },
    });
  };

  const descriptionLength = [...values.description.trim()].length;
  return (
    <Modal open={open} title="Create a community" onClose={onClose} closeBlocked={busy} size="medium">
      <form className="form create-community-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <TextField
          label="Name"
          value={values.name}
          onChange={(value) => set('name', value)}
          error={errors.name}
          hint={`3 to ${NAME_MAX} characters. The community's address is made from it.`}
          maxLength={NAME_MAX + 20}
          disabled={busy}
          data-autofocus
        />

        <div className={`field${errors.description ? ' field-invalid' : ''}`}>
          <label htmlFor={descriptionId}>Description</label>
          <textarea
            id={descriptionId}
            rows={4}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${descriptionId}-count${errors.description ? ` ${descriptionId}-error` : ''}`}
            placeholder="Who is it for, and what do you talk about?"
            disabled={busy}
          />
          <p id={`${descriptionId}-count`} className={`field-hint${descriptionLength > DESCRIPTION_MAX ? ' field-hint-over' : ''}`}>
            {descriptionLength} / {DESCRIPTION_MAX}
          </p>
          {errors.description ? (
            <p id={`${descriptionId}-error`} className="field-error">
              {errors.description}
            </p>
          ) : null}
        </div>

        <div className={`field${errors.category ? ' field-invalid' : ''}`}>
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={values.category}
            onChange={(event) => set('category', event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${categoryId}-error` : undefined}
            disabled={busy}
          >
            <option value="">Choose a category…</option>
            {data.sectors.map((sector) => (
              <option key={sector.slug} value={sector.name}>
                {sector.name}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id={`${categoryId}-error`} className="field-error">
              {errors.category}
            </p>
          ) : null}
        </div>

        <div className={`field${errors.icon ? ' field-invalid' : ''}`}>
          <label htmlFor={iconId}>Icon</label>
          <div className="icon-picker">
            <input
              id={iconId}
              value={values.icon}
              onChange={(event) => set('icon', event.target.value)}
              maxLength={ICON_MAX * 2}
              placeholder="An emoji"
              aria-invalid={errors.icon ? true : undefined}
              aria-describedby={errors.icon ? `${iconId}-error` : undefined}
              disabled={busy}
            />
            <div className="icon-choices" role="group" aria-label="Suggested icons">
              {ICON_CHOICES.map((icon) => (
                <button
                  key={icon}
                  type="button"
                  className={`icon-choice${values.icon.trim() === icon ? ' icon-choice-selected' : ''}`}
                  aria-pressed={values.icon.trim() === icon}
                  aria-label={`Use ${icon} as the icon`}
                  onClick={() => set('icon', icon)}
                  disabled={busy}
                >
                  {icon}
                </button>
              ))}
            </div>
          </div>
          {errors.icon ? (
            <p id={`${iconId}-error`} className="field-error">
              {errors.icon}
            </p>
          ) : null}
        </div>

        <fieldset className="radio-group">
          <legend>Who can see it</legend>
          <label className="radio-option">
            <input type="radio" name="community-visibility" checked={!isPrivate} onChange={() => setIsPrivate(false)} disabled={busy} />
            <span>
              <strong>Public</strong>
              <span className="field-hint">Anyone can read it and join it.</span>
            </span>
          </label>
          <label className="radio-option">
            <input type="radio" name="community-visibility" checked={isPrivate} onChange={() => setIsPrivate(true)} disabled={busy} />
            <span>
              <strong>Private</strong>
              <span className="field-hint">Only its members see it. People join through invite links you share.</span>
            </span>
          </label>
        </fieldset>

        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <div className="form-actions dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create community'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
