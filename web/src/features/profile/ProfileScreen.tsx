// The member profile screen (content spec §2 'Member profile screen', §4 Profile): a header with
// a back button and the title Profile; on one's own profile an Edit/Save button, the avatar colour
// dialog, the About rich-text editor, Work Type, Skills (added with Enter) and the mentorship
// checkboxes revealing their topic pickers; Settings and Log Out. On another member's profile:
// Message, Follow and the user-actions menu. Then the member's posts. Saving shows 'Profile
// updated successfully' and the top bar takes the new name and colour at once; a failure keeps
// the form open with an error toast; a bio with contact details asks to confirm first.
import { useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from '../../routing';
import { RichText } from '../../editor/RichText';
import { RichTextEditor } from '../../editor/LazyRichTextEditor';
import { sanitizeValue } from '../../editor/serialize';
import type { RichTextValue } from '../../editor/types';
import { userMessage } from '../../relay/errors';
import { ActionMenu } from '../../ui/ActionMenu';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageIcon } from '../../ui/PageIcon';
import { usePageTitle } from '../../ui/PageFrame';
import { showToast } from '../../ui/toastStore';
import { FollowMemberButton } from '../follows/FollowMemberButton';
import { canOfferMessage, useMessageMember } from '../messages/useMessageMember';
import { useUserActions } from '../moderation/useUserActions';
import { useLogout } from '../session/useLogout';
import type { ProfileScreen_options$key } from './__generated__/ProfileScreen_options.graphql';
import type { ProfileScreen_profile$data, ProfileScreen_profile$key } from './__generated__/ProfileScreen_profile.graphql';
import { AvatarColorDialog } from './AvatarColorDialog';
import { FollowCounts } from './FollowCounts';
import { addSkill } from './mentorshipRules';
import { ProfilePosts } from './ProfilePosts';
import { TopicPicker } from './TopicPicker';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';
import './profile.css';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED = 'Failed to save profile';

interface Draft {
  displayName: string;
  bio: RichTextValue;
  bioText: string;
  workType: string;
  skills: string[];
  avatarColor: string;
  isMentorAvailable: boolean;
  isSeekingMentor: boolean;
  mentorshipOffering: string[];
  mentorshipSeeking: string[];
}

const draftOf = (p: ProfileScreen_profile$data): Draft => ({
  displayName: p.displayName,
  bio: sanitizeValue(p.bio),
  bioText: p.bioText,
  workType: p.workType,
  skills: [...p.skills],
  avatarColor: p.avatarColor,
  isMentorAvailable: p.isMentorAvailable,
  isSeekingMentor: p.isSeekingMentor,
  mentorshipOffering: [...p.mentorshipOffering],
  mentorshipSeeking: [...p.mentorshipSeeking],
});

/** Plain text of the draft bio, for topic suggestions. */
const valueText = (value: RichTextValue): string =>
  JSON.stringify(value)
    .match(/"text":"((?:[^"\\]|\\.)*)"/g)
    ?.map((m) => m.slice(8, -1))
    .join(' ') ?? '';

export function ProfileScreen({ profile, options }: { profile: ProfileScreen_profile$key; options: ProfileScreen_options$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileScreen_profile on MemberProfile {
        id
        userId
        username
        displayName
        avatarColor
        bio
        bioText
        workType
        skills
        karma
        isMentorAvailable
        isSeekingMentor
        mentorshipOffering
        mentorshipSeeking
        followerCount
        followingCount
        isOwn
        user {
          userId
          username
          viewerHasBlocked
          viewerHasMuted
          ...FollowMemberButton_user
          ...useUserActions_user
        }
      }
    `,
    profile,
  );
  const o = useFragment(
    graphql`
      fragment ProfileScreen_options on ProfileOptions {
        workTypes
        mentorshipTopics
        avatarColors {
          name
          hex
        }
        bioMaxChars
        customTopicMaxChars
        customTopicsMax
      }
    `,
    options,
  );
  usePageTitle(p.isOwn ? 'Your profile' : `${p.displayName}’s profile`);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [colorOpen, setColorOpen] = useState(false);
  const [skillText, setSkillText] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [update, saving] = useUpdateProfileMutation();
  const editing = draft !== null;
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const save = (confirm = false) => {
    if (!draft) return;
    const skills = skillText.trim() ? addSkill(draft.skills, skillText) : draft.skills;
    update({
      input: {
        displayName: draft.displayName,
        bio: draft.bio,
        workType: draft.workType,
        skills,
        avatarColor: draft.avatarColor,
        isMentorAvailable: draft.isMentorAvailable,
        isSeekingMentor: draft.isSeekingMentor,
        mentorshipOffering: draft.mentorshipOffering,
        mentorshipSeeking: draft.mentorshipSeeking,
        ...(confirm ? { confirm: true } : {}),
      },
      onSaved: (message) => {
        setWarning(null);
        setDraft(null);
        setSkillText('');
        showToast(message || PROFILE_UPDATED, 'success');
      },
      onWarning: (text) => setWarning(text),
      onError: (error) => {
        setWarning(null);
        showToast(userMessage(error, PROFILE_SAVE_FAILED), 'error');
      },
    });
  };

  const onSkillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !draft) return;
    event.preventDefault();
    set({ skills: addSkill(draft.skills, skillText) });
    setSkillText('');
  };

  const shown = draft ?? draftOf(p);
  const bioText = draft ? valueText(draft.bio) : p.bioText;

  return (
    <div className="page page-normal profile-screen">
      <header className="page-header profile-screen-header">
        <button type="button" className="button button-ghost profile-back" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> Back
        </button>
        <h1>Profile</h1>
        {p.isOwn ? (
          <div className="page-actions">
            {editing ? (
              <>
                <button type="button" className="button" onClick={() => setDraft(null)} disabled={saving}>
                  Cancel
                </button>
                <button type="button" className="button button-primary" onClick={() => save()} disabled={saving}>
                  {saving ? 'Saving…' : 'Save'}
                </button>
              </>
            ) : (
              <button type="button" className="button button-primary" onClick={() => setDraft(draftOf(p))}>
                Edit
              </button>
            )}
          </div>
        ) : null}
      </header>

      <section className="card profile-hero" aria-label="Member">
        <div className="profile-avatar">
          <Avatar name={shown.displayName} color={shown.avatarColor} size={72} />
          {editing ? (
            <button type="button" className="button button-small profile-color-button" onClick={() => setColorOpen(true)} aria-label="Change avatar colour">
              <PageIcon name="edit" />
            </button>
          ) : null}
        </div>
        <div className="profile-identity">
          {editing ? (
            <label className="profile-name-field">
              <span className="visually-hidden">Display name</span>
              <input value={draft.displayName} maxLength={50} onChange={(e) => set({ displayName: e.target.value })} aria-label="Display name" />
            </label>
          ) : (
            <h2>{p.displayName}</h2>
          )}
          {p.username ? <p className="muted">@{p.username}</p> : null}
          <p className="muted">
            {p.karma} karma · <FollowCounts memberKey={p.username ?? String(p.userId)} memberName={p.displayName} followerCount={p.followerCount} followingCount={p.followingCount} />
          </p>
        </div>
        <ProfileActions profile={p} />
      </section>

      <section className="card" aria-labelledby="profile-about">
        <h2 id="profile-about">About</h2>
        {editing ? (
          <RichTextEditor label="About" hideLabel value={draft.bio} onChange={(bio) => set({ bio })} maxChars={o.bioMaxChars} placeholder="Tell other workers about yourself" disabled={saving} />
        ) : p.bioText ? (
          <RichText value={p.bio} />
        ) : (
          <p className="muted">No bio yet</p>
        )}
      </section>

      <section className="card" aria-labelledby="profile-work-type">
        <h2 id="profile-work-type">Work Type</h2>
        {editing ? (
          <select aria-label="Work Type" value={draft.workType} onChange={(e) => set({ workType: e.target.value })}>
            {o.workTypes.map((w) => (
              <option key={w}>{w}</option>
            ))}
          </select>
        ) : (
          <p>{p.workType}</p>
        )}
      </section>

      <section className="card" aria-labelledby="profile-skills">
        <h2 id="profile-skills">Skills</h2>
        {shown.skills.length > 0 ? (
          <ul className="chip-list" aria-label="Skills">
            {shown.skills.map((skill) => (
              <li key={skill} className="chip">
                {skill}
                {editing ? (
                  <button type="button" className="chip-remove" aria-label={`Remove ${skill}`} onClick={() => set({ skills: draft.skills.filter((s) => s !== skill) })}>
                    <PageIcon name="close" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : !editing ? (
          <p className="muted">No skills added</p>
        ) : null}
        {editing ? (
          <input
            className="profile-skill-input"
            aria-label="Add a skill"
            placeholder="Add a skill and press Enter"
            value={skillText}
            onChange={(e) => setSkillText(e.target.value)}
            onKeyDown={onSkillKey}
          />
        ) : null}
      </section>

      <section className="card" aria-labelledby="profile-mentorship">
        <h2 id="profile-mentorship">Mentorship</h2>
        {editing ? (
          <>
            <label className="checkbox">
              <input type="checkbox" checked={draft.isMentorAvailable} onChange={(e) => set({ isMentorAvailable: e.target.checked })} />
              I’m available as a mentor
            </label>
            {draft.isMentorAvailable ? (
              <TopicPicker
                label="Topics I can help with"
                chosen={draft.mentorshipOffering}
                onChange={(mentorshipOffering) => set({ mentorshipOffering })}
                otherList={draft.mentorshipSeeking}
                catalogue={o.mentorshipTopics}
                limits={o}
                bioText={bioText}
                workType={draft.workType}
              />
            ) : null}
            <label className="checkbox">
              <input type="checkbox" checked={draft.isSeekingMentor} onChange={(e) => set({ isSeekingMentor: e.target.checked })} />
              I’m looking for a mentor
            </label>
            {draft.isSeekingMentor ? (
              <TopicPicker
                label="Topics I want to learn"
                chosen={draft.mentorshipSeeking}
                onChange={(mentorshipSeeking) => set({ mentorshipSeeking })}
                otherList={draft.mentorshipOffering}
                catalogue={o.mentorshipTopics}
                limits={o}
                bioText={bioText}
                workType={draft.workType}
              />
            ) : null}
          </>
        ) : (
          <MentorshipSummary profile={p} />
        )}
      </section>

      <ProfilePosts userId={p.userId} />

      <AvatarColorDialog open={colorOpen} colors={o.avatarColors} value={shown.avatarColor} onPick={(avatarColor) => set({ avatarColor })} onClose={() => setColorOpen(false)} />
      <ConfirmDialog
        open={warning !== null}
        title="Save contact details?"
        confirmLabel="Save anyway"
        busyLabel="Saving…"
        busy={saving}
        onConfirm={() => save(true)}
        onCancel={() => setWarning(null)}
      >
        <p>{warning}</p>
      </ConfirmDialog>
    </div>
  );
}

function MentorshipSummary({ profile: p }: { profile: ProfileScreen_profile$data }) {
  if (!p.isMentorAvailable && !p.isSeekingMentor) return <p className="muted">Not taking part in mentorship yet</p>;
  return (
    <>
      {p.isMentorAvailable ? (
        <div className="profile-mentorship">
          <p>
            <strong>Available as a mentor</strong>
          </p>
          <TopicChips topics={p.mentorshipOffering} label="Offers mentorship in" />
        </div>
      ) : null}
      {p.isSeekingMentor ? (
        <div className="profile-mentorship">
          <p>
            <strong>Looking for a mentor</strong>
          </p>
          <TopicChips topics={p.mentorshipSeeking} label="Looking for help with" />
        </div>
      ) : null}
    </>
  );
}

function TopicChips({ topics, label }: { topics: readonly string[]; label: string }) {
  if (topics.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label}>
      {topics.map((topic) => (
        <li key={topic} className="chip">
          {topic}
        </li>
      ))}
    </ul>
  );
}

/** Own profile: Settings and Log Out. Another's: Message, Follow and the user-actions menu. */
function ProfileActions({ profile: p }: { profile: ProfileScreen_profile$data }) {
  const actions = useUserActions(p.isOwn ? null : p.user);
  const { messageMember, starting, viewerUserId } = useMessageMember();
  const { logout, isInFlight } = useLogout();
  if (p.isOwn) {
    return (
      <div className="profile-actions">
        <Link to="/settings" className="button">
          <PageIcon name="settings" /> Settings
        </Link>
        <button type="button" className="button" onClick={() => logout()} disabled={isInFlight}>
          <PageIcon name="logout" /> Log Out
        </button>
      </div>
    );
  }
  const relation = p.user.viewerHasBlocked ? 'You blocked this member.' : p.user.viewerHasMuted ? 'You muted this member.' : null;
  return (
    <div className="profile-actions">
      {canOfferMessage(p.user, viewerUserId) ? (
        <button type="button" className="button" onClick={() => messageMember(p.user.username!)} disabled={starting}>
          <PageIcon name="message" /> Message
        </button>
      ) : null}
      <FollowMemberButton user={p.user} />
      {actions.items.length > 0 ? <ActionMenu label={`More actions for ${p.displayName}`} title="Member actions" items={actions.items} /> : null}
      {relation ? (
        <p className="muted profile-relation" role="status">
          {relation} Their posts and comments are hidden from you.
        </p>
      ) : null}
      {actions.dialogs}
    </div>
  );
}
