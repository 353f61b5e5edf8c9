// Member profiles (content spec §2, §3 Profile page read / update payload, §4, §5 Bio, Skills,
// Mentorship topics, §8, §9 Profile) over REST (/api/profile, /api/profile/{id}, /api/mentors)
// and GraphQL (memberProfile, User.profile, profileOptions, mentors, updateProfile): defaults,
// validation messages, who may see a profile (self, member, guest, admin, blocked), karma kept
// by votes, Find a mentor, and a fixed number of SQL statements per profile read.
import { describe, expect, it } from 'vitest';
import { useTestServer, uniqueUsername } from './helpers/server.ts';
import { admin, createCommentApi, createPostApi, expectError, gid, gqlData, gqlError, member, members, slate, type Member } from './helpers/content.ts';
import { createMagicLinkUser } from './helpers/users.ts';
import { createCommunity, joinCommunity } from '../fixtures/factories.ts';

const server = useTestServer();

const getOwn = (token?: string) => server.api('GET', '/profile', undefined, { token });
const getProfile = (key: string | number, token?: string) => server.api('GET', `/profile/${key}`, undefined, { token });
const putProfile = (body: unknown, token?: string) => server.api('PUT', '/profile', body, { token });
const setVisibility = async (m: Member, profileVisibility: 'public' | 'registered' | 'private') => {
  const res = await server.api('PUT', '/settings', { privacy: { profileVisibility } }, { token: m.token });
  expect(res.status, res.text).toBe(200);
};

const PROFILE_FIELDS = `id userId username displayName avatarColor bio bioHtml bioText workType skills karma isMentorAvailable isSeekingMentor
  mentorshipOffering mentorshipSeeking allowDirectMessages preferredContact isOwn email profileVisibility createdAt`;
const MEMBER_PROFILE = `query($key: String!) { memberProfile(key: $key) { ${PROFILE_FIELDS} } }`;
const USER_PROFILE = `query($id: ID!) { node(id: $id) { ... on User { userId profile { userId displayName } } } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
  saved message warning profile { ${PROFILE_FIELDS} } viewer { displayName avatarColor }
} }`;

describe('reading a profile: defaults and shape', () => {
  it('GET /api/profile answers the spec defaults, with the email to its owner only', async () => {
    const m = await member(server);
    const res = await getOwn(m.token);
    expect(res.status, res.text).toBe(200);
    const p = res.body.profile;
    expect(p).toMatchObject({
      id: m.id,
      user_id: m.id,
      username: m.username,
      email: m.email,
      display_name: m.username,
      bio: '',
      bio_text: '',
      bio_json: [],
      work_type: 'Full-time',
      skills: [],
      avatar_color: '#6366F1',
      karma: 0,
      is_mentor_available: false,
      is_seeking_mentor: false,
      mentorship_offering: [],
      mentorship_seeking: [],
      sector: 'General',
      experience: '1-5 years',
      contact_preferences: { allow_direct_messages: true, preferred_contact: 'platform' },
      profile_visibility: 'registered',
      is_own: true,
    });
    expect(new Date(p.created_at).getTime()).toBeGreaterThan(0);

    const other = await member(server);
    const seen = await getProfile(m.id, other.token);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.profile.email).toBeUndefined();
    expect(seen.body.profile.profile_visibility).toBeUndefined();
    expect(seen.body.profile.is_own).toBe(false);
    const gql = gqlData(await server.gql(MEMBER_PROFILE, { key: String(m.id) }, other.token)).memberProfile;
    expect(gql).toMatchObject({ userId: m.id, email: null, profileVisibility: null, isOwn: false, workType: 'Full-time', avatarColor: '#6366F1', karma: 0, bio: [], bioHtml: '' });
    const own = gqlData(await server.gql(MEMBER_PROFILE, { key: String(m.id) }, m.token)).memberProfile;
    expect(own).toMatchObject({ email: m.email, profileVisibility: 'registered', isOwn: true });
  });

  it("falls back to the username, then 'User', for the display name", async () => {
    const named = await member(server, { displayName: 'Rosa Parks' });
    expect((await getOwn(named.token)).body.profile.display_name).toBe('Rosa Parks');
    const magic = await createMagicLinkUser(server);
    const res = await getOwn(magic.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile.username).toBeNull();
    expect(res.body.profile.display_name).toBe('User');
  });

  it('finds a member by numeric id or by username in any case; anything else is not found', async () => {
    const m = await member(server);
    const viewer = await member(server);
    expect((await getProfile(m.username!.toUpperCase(), viewer.token)).body.profile.user_id).toBe(m.id);
    expect(gqlData(await server.gql(MEMBER_PROFILE, { key: m.username }, viewer.token)).memberProfile.userId).toBe(m.id);
    for (const key of ['999999999', 'no_such_member_xyz', '0', '-3', encodeURIComponent('a b')]) {
      expectError(await getProfile(key, viewer.token), 404, 'NOT_FOUND', 'Profile not found');
    }
    expect(gqlData(await server.gql(MEMBER_PROFILE, { key: 'no_such_member_xyz' }, viewer.token)).memberProfile).toBeNull();
  });

  it('GET and PUT /api/profile need a session; updateProfile too', async () => {
    expectError(await getOwn(), 401, 'UNAUTHENTICATED');
    expectError(await putProfile({ work_type: 'Student' }), 401, 'UNAUTHENTICATED');
    expect(gqlError(await server.gql(UPDATE, { input: { workType: 'Student' } })).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('profileOptions lists the 15 work types, the 20 topics and the 24 named colours', async () => {
    const data = gqlData(await server.gql(`{ profileOptions { workTypes mentorshipTopics avatarColors { name hex } bioMaxChars customTopicMaxChars customTopicsMax } }`));
    const o = data.profileOptions;
    expect(o.workTypes).toHaveLength(15);
    expect(o.workTypes[0]).toBe('Full-time');
    expect(o.workTypes).toContain('Gig work');
    expect(o.mentorshipTopics).toHaveLength(20);
    expect(o.mentorshipTopics).toContain('Diversity & Inclusion');
    expect(o.avatarColors).toHaveLength(24);
    expect(o.avatarColors[0]).toEqual({ name: 'Indigo', hex: '#6366F1' });
    expect(o.avatarColors.map((c: { name: string }) => c.name)).toContain('Charcoal');
    expect(new Set(o.avatarColors.map((c: { hex: string }) => c.hex)).size).toBe(24);
    expect(o).toMatchObject({ bioMaxChars: 1000, customTopicMaxChars: 30 });
  });
});

describe('who may see a profile (privacy.profileVisibility, blocks)', () => {
  const cases = [
    { visibility: 'public', guest: true, member: true },
    { visibility: 'registered', guest: false, member: true },
    { visibility: 'private', guest: false, member: false },
  ] as const;
  for (const c of cases) {
    it(`${c.visibility}: self and admin always, a member ${c.member ? 'yes' : 'no'}, a guest ${c.guest ? 'yes' : 'no'} (both transports)`, async () => {
      const owner = await member(server);
      await setVisibility(owner, c.visibility);
      const [other, boss] = [await member(server), await admin(server)];
      const viewers: [string, string | undefined, boolean][] = [
        ['self', owner.token, true],
        ['admin', boss.token, true],
        ['member', other.token, c.member],
        ['guest', undefined, c.guest],
      ];
      for (const [who, token, sees] of viewers) {
        const rest = await getProfile(owner.id, token);
        if (sees) expect(rest.status, `${who}: ${rest.text}`).toBe(200);
        else expectError(rest, 404, 'NOT_FOUND', 'Profile not found');
        const byName = await getProfile(owner.username!, token);
        expect(byName.status, who).toBe(sees ? 200 : 404);
        const gql = gqlData(await server.gql(MEMBER_PROFILE, { key: String(owner.id) }, token)).memberProfile;
        expect(gql === null, who).toBe(!sees);
        const node = gqlData(await server.gql(USER_PROFILE, { id: gid('User', owner.id) }, token)).node;
        expect(node.profile === null, who).toBe(!sees);
      }
    });
  }

  it('a member who blocked the viewer is not found by them; the blocker still sees the blocked member', async () => {
    const [blocker, blocked] = [await member(server), await member(server)];
    await setVisibility(blocker, 'public');
    const res = await server.api('POST', '/user-moderation/block', { userId: blocked.id }, { token: blocker.token });
    expect(res.status, res.text).toBe(201);
    expectError(await getProfile(blocker.id, blocked.token), 404, 'NOT_FOUND', 'Profile not found');
    expect(gqlData(await server.gql(MEMBER_PROFILE, { key: blocker.username }, blocked.token)).memberProfile).toBeNull();
    expect((await getProfile(blocked.id, blocker.token)).status).toBe(200);
    // A guest still sees the public profile.
    expect((await getProfile(blocker.id)).status).toBe(200);
  });
});

describe('updating the profile', () => {
  it('saves every field of the update payload and answers the spec message (REST)', async () => {
    const m = await member(server);
    const username = uniqueUsername('np');
    const res = await putProfile(
      {
        username,
        email: m.email.toUpperCase(),
        display_name: 'Dolores H.',
        bio: slate('Warehouse picker and shop steward.', 'Ask me about the union drive.'),
        work_type: 'part-time',
        skills: '  forklift , first aid,Forklift,, bargaining ',
        avatar_color: '#10b981',
        is_mentor_available: true,
        is_seeking_mentor: true,
        mentorship_offering: ['union leadership', 'Grant Writing', '  Night shift rights  '],
        mentorship_seeking: ['Public Speaking'],
      },
      m.token,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, saved: true, message: 'Profile updated successfully' });
    const expected = {
      username,
      display_name: 'Dolores H.',
      bio_text: 'Warehouse picker and shop steward.\n\nAsk me about the union drive.',
      work_type: 'Part-time',
      skills: ['forklift', 'first aid', 'bargaining'],
      avatar_color: '#10B981',
      is_mentor_available: true,
      is_seeking_mentor: true,
      mentorship_offering: ['Union Leadership', 'Grant Writing', 'Night shift rights'],
      mentorship_seeking: ['Public Speaking'],
    };
    expect(res.body.profile).toMatchObject(expected);
    expect(res.body.profile.bio).toContain('<p>Warehouse picker and shop steward.</p>');
    expect((await getOwn(m.token)).body.profile).toMatchObject(expected);
    // The new username finds the profile; the account's own answers show the new name and colour.
    expect((await getProfile(username, m.token)).body.profile.user_id).toBe(m.id);
    const me = await server.api('GET', '/auth/me', undefined, { token: m.token });
    expect(me.body.user ?? me.body).toMatchObject({ display_name: 'Dolores H.', avatar_color: '#10B981' });
  });

  it('absent fields stay; a list of skills is trimmed and deduplicated; bio may be cleared', async () => {
    const m = await member(server);
    await putProfile({ work_type: 'Student', skills: [' a ', 'b', 'A', ''], bio: 'Short bio' }, m.token);
    const res = await putProfile({ avatar_color: '#EF4444', bio: null }, m.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile).toMatchObject({ work_type: 'Student', skills: ['a', 'b'], avatar_color: '#EF4444', bio: '', bio_text: '', bio_json: [] });
  });

  it('refuses bad values with their messages, saving nothing', async () => {
    const m = await member(server);
    const taken = await member(server);
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ work_type: 'Astronaut' }, 400, 'VALIDATION', 'Work type must be one of: Full-time, Part-time, Contract, Freelance, Gig work, Remote work, Hybrid, Seasonal, Temporary, Consulting, Self-employed, Student, Unemployed, Retired, Other'],
      [{ avatar_color: 'red' }, 400, 'VALIDATION', 'Avatar color must be a hex colour like #6366F1'],
      [{ avatar_color: '#12345' }, 400, 'VALIDATION', 'Avatar color must be a hex colour like #6366F1'],
      [{ bio: 'x'.repeat(1001) }, 400, 'VALIDATION', 'Bio too long'],
      [{ bio: slate('y'.repeat(600), 'z'.repeat(600)) }, 400, 'VALIDATION', 'Bio too long'],
      [{ skills: [1, 2] }, 400, 'VALIDATION', 'Skills must be a list of words or a comma-separated text'],
      [{ skills: ['s'.repeat(51)] }, 400, 'VALIDATION', 'A skill can be at most 50 characters'],
      [{ is_mentor_available: 'yes' }, 400, 'VALIDATION', 'is_mentor_available must be true or false'],
      [{ mentorship_offering: 'Fundraising' }, 400, 'VALIDATION', 'mentorship_offering must be a list of topics'],
      [{ mentorship_offering: ['Fundraising'], mentorship_seeking: ['fundraising'] }, 400, 'VALIDATION', '"Fundraising" cannot be both offered and sought. Remove it from one of the lists.'],
      [{ mentorship_seeking: ['c'.repeat(31)] }, 400, 'VALIDATION', 'A custom topic can be at most 30 characters'],
      [{ mentorship_seeking: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] }, 400, 'VALIDATION', 'At most 5 custom topics in each list'],
      [{ username: 'a b' }, 400, 'VALIDATION', 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only'],
      [{ username: taken.username!.toUpperCase() }, 409, 'CONFLICT', 'That username is already taken'],
      [{ email: 'someone.else@example.test' }, 400, 'VALIDATION', 'Your email address cannot be changed from the profile'],
      [{ bio: 'My supervisor called me a retard in front of the whole crew today.' }, 400, 'VALIDATION', 'Content contains inappropriate language. Please remove any offensive terms and try again.'],
      [{ bio: 'My SSN is 123-45-6789' }, 400, 'VALIDATION', 'Your post includes personal information (like an ID or card number). Please remove it to protect yourself and others.'],
    ];
    for (const [body, status, code, message] of refusals) {
      expectError(await putProfile({ display_name: 'Should not save', ...body }, m.token), status, code, message);
    }
    const p = (await getOwn(m.token)).body.profile;
    expect(p).toMatchObject({ display_name: m.username, work_type: 'Full-time', avatar_color: '#6366F1', bio: '', mentorship_seeking: [] });
    // The same rules on GraphQL.
    const err = gqlError(await server.gql(UPDATE, { input: { mentorshipOffering: ['Public Speaking'], mentorshipSeeking: ['public speaking'] } }, m.token));
    expect(err.message).toBe('"Public Speaking" cannot be both offered and sought. Remove it from one of the lists.');
    expect(err.extensions?.code).toBe('VALIDATION');
    expect(gqlError(await server.gql(UPDATE, { input: { bio: 'b'.repeat(1001) } }, m.token)).message).toBe('Bio too long');
  });

  it('a topic offered before cannot be sought later (checked against the stored list)', async () => {
    const m = await member(server);
    expect((await putProfile({ mentorship_offering: ['Negotiation Skills'] }, m.token)).status).toBe(200);
    expectError(await putProfile({ mentorship_seeking: ['Negotiation Skills'] }, m.token), 400, 'VALIDATION', '"Negotiation Skills" cannot be both offered and sought. Remove it from one of the lists.');
  });

  it('warns before saving an email address or phone number in a visible bio, and saves when confirmed', async () => {
    const m = await member(server);
    for (const bio of ['Reach me at dolores.h@gmail.com', 'Call 555-867-5309 after the shift', 'Write to steward@local705.org']) {
      const warned = await putProfile({ bio, work_type: 'Hybrid' }, m.token);
      expect(warned.status, warned.text).toBe(200);
      expect(warned.body).toMatchObject({
        saved: false,
        requires_confirmation: true,
        warning: 'Your bio shows an email address or phone number to everyone who can see your profile. Save it anyway?',
      });
      expect(warned.body.profile).toMatchObject({ bio: '', work_type: 'Full-time' });
    }
    const gqlWarned = gqlData(await server.gql(UPDATE, { input: { bio: 'Reach me at dolores.h@gmail.com' } }, m.token)).updateProfile;
    expect(gqlWarned).toMatchObject({ saved: false, message: null, warning: expect.stringContaining('Save it anyway?') });
    const confirmed = await putProfile({ bio: 'Reach me at dolores.h@gmail.com', confirm: true }, m.token);
    expect(confirmed.body).toMatchObject({ saved: true, message: 'Profile updated successfully' });
    expect(confirmed.body.profile.bio_text).toBe('Reach me at dolores.h@gmail.com');
    // Nobody else sees a private profile's bio: no warning.
    const quiet = await member(server);
    await setVisibility(quiet, 'private');
    expect((await putProfile({ bio: 'Call 555-867-5309' }, quiet.token)).body.saved).toBe(true);
  });

  it('updateProfile (GraphQL) saves and answers the viewer with the new display name and colour', async () => {
    const m = await member(server);
    const data = gqlData(
      await server.gql(UPDATE, { input: { displayName: 'Lucy P.', avatarColor: '#8b5cf6', bio: slate('Organizer.'), skills: ['canvassing', ' canvassing '], workType: 'Gig work' } }, m.token),
    ).updateProfile;
    expect(data).toMatchObject({
      saved: true,
      message: 'Profile updated successfully',
      warning: null,
      viewer: { displayName: 'Lucy P.', avatarColor: '#8B5CF6' },
      profile: { displayName: 'Lucy P.', avatarColor: '#8B5CF6', bioText: 'Organizer.', skills: ['canvassing'], workType: 'Gig work', isOwn: true },
    });
    expect(data.profile.bio).toEqual([{ type: 'paragraph', children: [{ text: 'Organizer.' }] }]);
    expect((await getOwn(m.token)).body.profile).toMatchObject({ display_name: 'Lucy P.', skills: ['canvassing'] });
  });
});

describe('karma', () => {
  it('is the sum of the scores of the member’s posts and comments, kept as votes change', async () => {
    const author = await member(server);
    const [a, b, c] = [await member(server), await member(server), await member(server)];
    const post = await createPostApi(server, author.token);
    const comment = await createCommentApi(server, a.token, post.id);
    const ownComment = await createCommentApi(server, author.token, post.id);
    const karma = async () => (await getOwn(author.token)).body.profile.karma;
    const vote = async (token: string, vote: string | null) => expect((await server.api('POST', `/posts/${post.id}/vote`, { vote }, { token })).status).toBe(200);
    await vote(a.token, 'up');
    await vote(b.token, 'up');
    await vote(c.token, 'down');
    expect(await karma()).toBe(1);
    await vote(c.token, 'up');
    expect(await karma()).toBe(3);
    await vote(b.token, null);
    expect(await karma()).toBe(2);
    expect((await server.api('POST', `/comments/${ownComment.id}/vote`, { vote: 'up' }, { token: b.token })).status).toBe(200);
    expect(await karma()).toBe(3);
    // A vote on someone else's comment is theirs.
    expect((await server.api('POST', `/comments/${comment.id}/vote`, { vote: 'up' }, { token: author.token })).status).toBe(200);
    expect(await karma()).toBe(3);
    expect((await getOwn(a.token)).body.profile.karma).toBe(1);
    expect((await server.api('POST', `/comments/${comment.id}/vote`, { vote: null }, { token: author.token })).status).toBe(200);
    expect((await getOwn(a.token)).body.profile.karma).toBe(0);
    const row = await server.app.db.profile.findUniqueOrThrow({ where: { userId: author.id } });
    expect(row.karma).toBe(3);
  });
});

describe('counts shown to others go through the visibility rule (issue 28, item 4)', () => {
  it('post_count / postCount count only the posts the viewer may list, like GET /posts/user/{id}', async () => {
    const [author, insider, outsider] = [await member(server), await member(server), await member(server)];
    const community = await createCommunity(server.app.db, { isPrivate: true, createdBy: author });
    await joinCommunity(server.app.db, insider, community);
    await createPostApi(server, author.token);
    await createPostApi(server, author.token);
    await createPostApi(server, author.token, { community_slug: community.slug });
    const counts = async (token?: string) => {
      const rest = (await getProfile(author.id, token)).body.profile.post_count;
      const gql = gqlData(await server.gql(`query($key: String!) { memberProfile(key: $key) { postCount } }`, { key: String(author.id) }, token)).memberProfile.postCount;
      const listed = (await server.api('GET', `/posts/user/${author.id}`, undefined, { token })).body.pagination.total;
      return [rest, gql, listed];
    };
    expect(await counts(outsider.token)).toEqual([2, 2, 2]);
    expect(await counts(insider.token)).toEqual([3, 3, 3]);
    expect(await counts(author.token)).toEqual([3, 3, 3]);
    await setVisibility(author, 'public');
    expect(await counts()).toEqual([2, 2, 2]);
  });

  it('karma shown to others leaves out scores earned in private communities; the member sees all of theirs', async () => {
    const [author, insider, outsider] = [await member(server), await member(server), await member(server)];
    const community = await createCommunity(server.app.db, { isPrivate: true, createdBy: author });
    await joinCommunity(server.app.db, insider, community);
    const open = await createPostApi(server, author.token);
    const hidden = await createPostApi(server, author.token, { community_slug: community.slug });
    const hiddenComment = await createCommentApi(server, author.token, hidden.id);
    const up = async (path: string) => expect((await server.api('POST', path, { vote: 'up' }, { token: insider.token })).status).toBe(200);
    await up(`/posts/${open.id}/vote`);
    await up(`/posts/${hidden.id}/vote`);
    await up(`/comments/${hiddenComment.id}/vote`);
    const karma = async (token?: string) => {
      const rest = (await getProfile(author.id, token)).body.profile.karma;
      const gql = gqlData(await server.gql(`query($key: String!) { memberProfile(key: $key) { karma } }`, { key: String(author.id) }, token)).memberProfile.karma;
      return [rest, gql];
    };
    expect(await karma(author.token)).toEqual([3, 3]);
    expect(await karma(outsider.token)).toEqual([1, 1]);
    expect(await karma(insider.token)).toEqual([1, 1]);
    await setVisibility(author, 'public');
    expect(await karma()).toEqual([1, 1]);
  });
});

describe('Find a mentor', () => {
  const MENTORS = `query($topic: String, $page: Int, $perPage: Int) { mentors(topic: $topic, page: $page, perPage: $perPage) {
    total page perPage hasMore topic mentors { userId username mentorshipOffering isMentorAvailable }
  } }`;

  it('lists visible mentors offering a topic, paged, most karma first', async () => {
    const topic = `Topic ${uniqueUsername('t')}`.slice(0, 30);
    const viewer = await member(server);
    const mentors = [await member(server), await member(server), await member(server)];
    for (const [i, m] of mentors.entries()) {
      expect((await putProfile({ is_mentor_available: true, mentorship_offering: [topic, 'Fundraising'] }, m.token)).status).toBe(200);
      await server.app.db.profile.update({ where: { userId: m.id }, data: { karma: 10 * (i + 1), publicKarma: 10 * (i + 1) } });
    }
    const publicMentor = mentors[2]!;
    await setVisibility(publicMentor, 'public');
    const hidden = await member(server);
    await putProfile({ is_mentor_available: true, mentorship_offering: [topic] }, hidden.token);
    await setVisibility(hidden, 'private');
    const notAvailable = await member(server);
    await putProfile({ is_mentor_available: false, mentorship_offering: [topic] }, notAvailable.token);

    const res = await server.api('GET', `/mentors?topic=${encodeURIComponent(topic)}&per_page=2`, undefined, { token: viewer.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, topic, total: 3, page: 1, per_page: 2, has_more: true });
    expect(res.body.mentors.map((p: { user_id: number }) => p.user_id)).toEqual([mentors[2]!.id, mentors[1]!.id]);
    const second = await server.api('GET', `/mentors?topic=${encodeURIComponent(topic)}&per_page=2&page=2`, undefined, { token: viewer.token });
    expect(second.body.mentors.map((p: { user_id: number }) => p.user_id)).toEqual([mentors[0]!.id]);
    expect(second.body.has_more).toBe(false);

    const gql = gqlData(await server.gql(MENTORS, { topic, perPage: 10 }, viewer.token)).mentors;
    expect(gql.mentors.map((p: { userId: number }) => p.userId)).toEqual([mentors[2]!.id, mentors[1]!.id, mentors[0]!.id]);
    // Guests see only public profiles; a mentor does not list themself; the owner of a hidden one does not see it listed for others.
    expect(gqlData(await server.gql(MENTORS, { topic })).mentors.mentors.map((p: { userId: number }) => p.userId)).toEqual([publicMentor.id]);
    const self = gqlData(await server.gql(MENTORS, { topic }, mentors[0]!.token)).mentors;
    expect(self.mentors.map((p: { userId: number }) => p.userId)).not.toContain(mentors[0]!.id);
    // A member who chose 'private' is never put forward, not even to an admin (who may still open the profile).
    const boss = await admin(server);
    const forAdmin = gqlData(await server.gql(MENTORS, { topic, perPage: 10 }, boss.token)).mentors;
    expect(forAdmin.mentors.map((p: { userId: number }) => p.userId)).toEqual([mentors[2]!.id, mentors[1]!.id, mentors[0]!.id]);
    expect((await getProfile(hidden.id, boss.token)).status).toBe(200);
    // A catalogue topic matches in any case.
    const all = await server.api('GET', `/mentors?topic=fundraising&per_page=50`, undefined, { token: viewer.token });
    expect(all.body.topic).toBe('Fundraising');
    expect(all.body.mentors.map((p: { user_id: number }) => p.user_id)).toEqual(expect.arrayContaining(mentors.map((m) => m.id)));
    expectError(await server.api('GET', '/mentors?page=0'), 400, 'VALIDATION', 'page must be a whole number of 1 or more');
  });
});

describe("a member's followers and following lists", () => {
  const followMember = async (follower: Member, target: Member) => {
    const res = await server.api('POST', '/follows', { follow_type: 'user', follow_value: target.id }, { token: follower.token });
    expect(res.status, res.text).toBeLessThan(300);
  };
  const FOLLOWS = `query($key: String!, $direction: FollowDirection!, $page: Int, $perPage: Int) {
    memberFollows(key: $key, direction: $direction, page: $page, perPage: $perPage) { members { userId } total hidden page perPage hasMore }
  }`;
  const restIds = async (key: number | string, direction: string, token?: string, query = '') => {
    const res = await server.api('GET', `/profile/${key}/${direction}${query}`, undefined, { token });
    expect(res.status, res.text).toBe(200);
    return { ids: res.body[direction].map((p: { id: number }) => p.id), body: res.body };
  };
  const gqlPage = async (key: number | string, direction: 'FOLLOWERS' | 'FOLLOWING', token?: string, paging: { page?: number; perPage?: number } = {}) =>
    gqlData(await server.gql(FOLLOWS, { key: String(key), direction, ...paging }, token)).memberFollows;

  it('lists followers and followed members newest first, paged, on both transports', async () => {
    const [star, a, b, c] = await members(server, 4);
    const viewer = await member(server);
    for (const follower of [a, b, c]) await followMember(follower, star);
    await followMember(star, a);

    const followers = await restIds(star.id, 'followers', viewer.token);
    expect(followers.ids).toEqual([c.id, b.id, a.id]);
    expect(followers.body).toMatchObject({ total: 3, hidden: 0, page: 1, has_more: false });
    expect(followers.body.followers[0]).not.toHaveProperty('email');
    const page2 = await restIds(star.username!, 'followers', viewer.token, '?page=2&per_page=2');
    expect(page2.ids).toEqual([a.id]);
    expect((await restIds(star.id, 'following', viewer.token)).ids).toEqual([a.id]);

    const gql = await gqlPage(star.username!, 'FOLLOWERS', viewer.token, { perPage: 2 });
    expect(gql.members.map((m: { userId: number }) => m.userId)).toEqual([c.id, b.id]);
    expect(gql).toMatchObject({ total: 3, hidden: 0, hasMore: true });
    expect((await gqlPage(star.id, 'FOLLOWING', viewer.token)).members.map((m: { userId: number }) => m.userId)).toEqual([a.id]);
  });

  it('lists only members the viewer may discover: private, shadow-banned and blocking members are counted, not named', async () => {
    const [star, open, hiding, shadow] = await members(server, 4);
    const [blocker, viewer] = await members(server, 2);
    for (const follower of [open, hiding, shadow, blocker]) await followMember(follower, star);
    await setVisibility(hiding, 'private');
    await server.app.db.user.update({ where: { id: shadow.id }, data: { isShadowBanned: true } });
    const blocked = await server.api('POST', '/user-moderation/block', { userId: viewer.id }, { token: blocker.token });
    expect(blocked.status, blocked.text).toBe(201);

    const seen = await restIds(star.id, 'followers', viewer.token);
    expect(seen.ids).toEqual([open.id]);
    expect(seen.body).toMatchObject({ total: 1, hidden: 3 });
    expect(await gqlPage(star.id, 'FOLLOWERS', viewer.token)).toMatchObject({ total: 1, hidden: 3 });
    // The private member's own lists are not the viewer's to see at all.
    expectError(await server.api('GET', `/profile/${hiding.id}/following`, undefined, { token: viewer.token }), 404, 'NOT_FOUND', 'Profile not found');
    // An admin sees every account.
    const boss = await admin(server);
    expect(new Set((await restIds(star.id, 'followers', boss.token)).ids)).toEqual(new Set([open.id, hiding.id, shadow.id, blocker.id]));
  });

  it("answers 'Profile not found' when the member's profile is not the viewer's to see, and checks its paging", async () => {
    const [owner, fan] = await members(server, 2);
    await followMember(fan, owner);
    expectError(await server.api('GET', `/profile/${owner.id}/followers`), 404, 'NOT_FOUND', 'Profile not found');
    expect(await gqlPage(owner.id, 'FOLLOWERS')).toBeNull();
    await setVisibility(owner, 'public');
    expect((await restIds(owner.id, 'followers')).ids).toEqual([]); // the fan's profile is for members only
    expect((await restIds(owner.id, 'followers', fan.token)).ids).toEqual([fan.id]);
    expectError(await server.api('GET', `/profile/${owner.id}/followers?per_page=51`, undefined, { token: fan.token }), 400, 'VALIDATION', 'per_page must be a whole number from 1 to 50');
    expectError(await server.api('GET', `/profile/${owner.id}/followers?page=0`, undefined, { token: fan.token }), 400, 'VALIDATION', 'page must be a whole number of 1 or more');
  });

  it('costs a fixed number of statements however many follow (viewer, member, page, count)', async () => {
    const [star, viewer] = await members(server, 2);
    const fans = await members(server, 6);
    const count = async () => {
      const before = server.app.statements.count;
      await restIds(star.id, 'followers', viewer.token);
      return server.app.statements.count - before;
    };
    await followMember(fans[0], star);
    const few = await count();
    for (const fan of fans.slice(1)) await followMember(fan, star);
    expect(await count()).toBe(few);
    expect(few).toBeLessThanOrEqual(5);
  });
});

describe('statements per profile read', () => {
  const count = async (request: () => Promise<unknown>) => {
    const before = server.app.statements.count;
    await request();
    return server.app.statements.count - before;
  };

  it('a fixed number, whatever the profile holds (REST: viewer + profile; GraphQL: viewer + profile + user)', async () => {
    const viewer = await member(server);
    const small = await member(server);
    const big = await member(server);
    await putProfile({ bio: slate('A', 'B', 'C'), skills: Array.from({ length: 20 }, (_, i) => `skill ${i}`), is_mentor_available: true, mentorship_offering: ['Fundraising', 'Grant Writing'] }, big.token);
    for (let i = 0; i < 3; i++) await createPostApi(server, big.token);
    const rest = (m: Member) => count(() => getProfile(m.id, viewer.token));
    const gql = (m: Member) => count(() => server.gql(`query($key: String!) { memberProfile(key: $key) { ${PROFILE_FIELDS} user { followerCount } } }`, { key: String(m.id) }, viewer.token));
    await rest(small);
    await gql(small);
    expect(await rest(small)).toBe(2);
    expect(await rest(big)).toBe(2);
    expect(await gql(small)).toBe(3);
    expect(await gql(big)).toBe(3);
  });
});

describe('a member without a username chooses one before posting (spec §4, §8)', () => {
  it("refuses the post with a message naming 'username' (which opens the modal), then accepts it once one is set", async () => {
    const magic = await createMagicLinkUser(server);
    const body = { title: 'First post from a magic link', content: slate('Hello from the night shift.') };
    expectError(await server.api('POST', '/posts', body, { token: magic.token }), 400, 'VALIDATION', 'Please choose a username before you post');
    const gql = gqlError(
      await server.gql(`mutation($input: CreatePostInput!) { createPost(input: $input) { action } }`, { input: { title: body.title, content: body.content } }, magic.token),
    );
    expect(gql.message).toBe('Please choose a username before you post');
    expect(gql.extensions?.code).toBe('VALIDATION');
    expect(await server.app.db.post.count({ where: { author: { email: magic.email } } })).toBe(0);

    const username = uniqueUsername('ml');
    expect((await server.api('PUT', '/username/update', { username }, { token: magic.token })).status).toBe(200);
    const created = await server.api('POST', '/posts', body, { token: magic.token });
    expect(created.status, created.text).toBe(201);
  });
});
