// The accounts scripts/e2e.ts creates before the browser specs run. The specs run in parallel
// on one server, so a flow that counts something about an account (unread badges, the bell,
// privacy settings, signing out everywhere) has accounts of its own that no other spec touches.
// No Playwright imports: scripts/e2e.ts loads this file.

export type E2eAccountName =
  | 'admin'
  | 'member'
  | 'author'
  | 'chatA'
  | 'chatB'
  | 'threadA'
  | 'threadB'
  | 'bellAuthor'
  | 'bellMember'
  | 'settings'
  | 'devices'
  | 'communityOwner'
  | 'communityMember'
  | 'communityOutsider'
  | 'topicAuthor'
  | 'blocker'
  | 'blockee'
  | 'tsAdmin'
  | 'tsAdmin2'
  | 'tsReporter'
  | 'tsTarget'
  | 'warned'
  | 'namesSender'
  | 'namesReader'
  | 'profileMentor'
  | 'profileSeeker'
  | 'badgeEarner'
  | 'sharer'
  | 'analytics'
  | 'renderAuthor'
  | 'cacheAuthor';

export interface E2eAccount {
  name: E2eAccountName;
  username: string;
  email: string;
  password: string;
  role: 'ADMIN' | 'MEMBER';
}

const PASSWORD = 'e2e-password-long-enough';

const usernames: Record<E2eAccountName, string> = {
  admin: 'e2e_admin',
  member: 'e2e_member',
  /** A second verified member, so specs that post stay under the 5-posts-per-10-minutes limit. */
  author: 'e2e_author',
  chatA: 'e2e_chat_a',
  chatB: 'e2e_chat_b',
  threadA: 'e2e_thread_a',
  threadB: 'e2e_thread_b',
  bellAuthor: 'e2e_bell_author',
  bellMember: 'e2e_bell_member',
  settings: 'e2e_settings',
  devices: 'e2e_devices',
  /** communities.spec.ts: an owner, a member who joins and posts, one who is never let in. */
  communityOwner: 'e2e_c_owner',
  communityMember: 'e2e_c_member',
  communityOutsider: 'e2e_c_outsider',
  /** onboarding.spec.ts: writes the posts a new member's My Feed shows after onboarding. */
  topicAuthor: 'e2e_topic_author',
  /** block-mute.spec.ts: blocks and mutes the other; nobody else's screens depend on them. */
  blocker: 'e2e_blocker',
  blockee: 'e2e_blockee',
  /** trust-and-safety.spec.ts: two admins, a member who flags and reports, the member banned and appealing. */
  tsAdmin: 'e2e_ts_admin',
  tsAdmin2: 'e2e_ts_admin2',
  tsReporter: 'e2e_ts_reporter',
  tsTarget: 'e2e_ts_target',
  /** warnings.spec.ts: the member an admin warns, who acknowledges it on Account standing. */
  warned: 'e2e_warned',
  /** accessible-names.spec.ts: one sends the other a message, whose unread badges it checks. */
  namesSender: 'e2e_names_sender',
  namesReader: 'e2e_names_reader',
  /** profile.spec.ts: edits their profile and offers mentorship; the other finds and messages them. */
  profileMentor: 'e2e_profile_mentor',
  profileSeeker: 'e2e_profile_seeker',
  /** badges.spec.ts: writes their very first post and sees the earned-badge toasts. */
  badgeEarner: 'e2e_badge_earner',
  /** share-video.spec.ts: posts on the normal server to see the share control with the flag off. */
  sharer: 'e2e_sharer',
  /** analytics-consent.spec.ts: turns analytics on in Settings and deletes them. */
  analytics: 'e2e_analytics',
  /** server-render.spec.ts: writes the post and the poll the server-rendered pages show. */
  renderAuthor: 'e2e_render_author',
  /** feed-failure.spec.ts: writes a post, so the feed it then sees fail has posts to keep. */
  cacheAuthor: 'e2e_cache_author',
};

const ADMINS: ReadonlySet<E2eAccountName> = new Set(['admin', 'tsAdmin', 'tsAdmin2']);

export const e2eAccounts = {
  password: PASSWORD,
  byName: Object.fromEntries(
    Object.entries(usernames).map(([name, username]) => [
      name,
      {
        name,
        username,
        email: `${username.replace(/_/g, '-')}@example.org`,
        password: PASSWORD,
        role: ADMINS.has(name as E2eAccountName) ? 'ADMIN' : 'MEMBER',
      },
    ]),
  ) as Record<E2eAccountName, E2eAccount>,
};
