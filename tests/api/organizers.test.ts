// Organizer profiles (content spec §2 organizer profile page, §3 Organizer profile) over REST
// (GET /api/organizers/{slug}, POST /api/admin/organizers, DELETE /api/admin/organizers/{slug}),
// GraphQL (organizerProfile, User.organizerProfile, grantOrganizerProfile,
// revokeOrganizerProfile) and the operator's CLI (organizer:grant / organizer:revoke): who may
// grant, validation messages, slug uniqueness, who may read one (guest, member, admin; the member
// profile rule), 'Profile Not Found', the followers / following counters and Recent Posts.
import { describe, expect, it } from 'vitest';
import { createPost } from '../fixtures/factories.ts';
import { runOrganizerCommand } from '../../scripts/lib/organizerCli.ts';
import { useTestServer, uid } from './helpers/server.ts';
import { admin, createPostApi, expectError, gqlData, gqlError, member, type Member } from './helpers/content.ts';

const server = useTestServer();

const uniqueSlug = (prefix = 'organizer') => `${prefix}-${uid().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
const grant = (body: Record<string, unknown>, token?: string) => server.api('POST', '/admin/organizers', body, { token });
const revoke = (slug: string, token?: string) => server.api('DELETE', `/admin/organizers/${slug}`, undefined, { token });
const read = (slug: string, token?: string) => server.api('GET', `/organizers/${slug}`, undefined, { token });
const setVisibility = async (m: Member, profileVisibility: 'public' | 'registered' | 'private') => {
  const res = await server.api('PUT', '/settings', { privacy: { profileVisibility } }, { token: m.token });
  expect(res.status, res.text).toBe(200);
};

const validGrant = (m: Member, overrides: Record<string, unknown> = {}) => ({
  member: m.id,
  slug: uniqueSlug(),
  title: 'Lead Organizer',
  organization: 'Warehouse Workers United',
  bio: 'Twelve years on the warehouse floor, eight of them organizing.',
  photo: 'https://images.example.org/organizers/lead.jpg',
  socialLinks: [{ label: 'Website', url: 'https://warehouse-workers.example.org' }],
  expertise: ['Contract negotiation', 'Safety committees', 'contract negotiation'],
  ...overrides,
});

const ORGANIZER_FIELDS = `slug userId name title organization bio photoUrl isVerified profileType expertise followers following isOwn
  socialLinks { label url } recentPosts { title } user { userId followerCount } grantedBy { userId }`;
const ORGANIZER = `query($slug: String!) { organizerProfile(slug: $slug) { ${ORGANIZER_FIELDS} } }`;
const GRANT = `mutation($input: GrantOrganizerProfileInput!) { grantOrganizerProfile(input: $input) { slug title organization expertise } }`;
const REVOKE = `mutation($slug: String!) { revokeOrganizerProfile(slug: $slug) { slug userId } }`;

describe('granting and revoking (admins only)', () => {
  it('refuses guests (401) and members (403) on both transports', async () => {
    const m = await member(server);
    expectError(await grant(validGrant(m)), 401, 'UNAUTHENTICATED', 'Authentication required');
    expectError(await grant(validGrant(m), m.token), 403, 'FORBIDDEN', 'Admin access required');
    expect(gqlError(await server.gql(GRANT, { input: { ...validGrant(m), photo: undefined, member: String(m.id) } }, m.token)).extensions?.code).toBe('FORBIDDEN');
    const a = await admin(server);
    const slug = uniqueSlug();
    expect((await grant(validGrant(m, { slug }), a.token)).status).toBe(201);
    expectError(await revoke(slug, m.token), 403, 'FORBIDDEN', 'Admin access required');
    expect(gqlError(await server.gql(REVOKE, { slug }, m.token)).extensions?.code).toBe('FORBIDDEN');
    expect((await read(slug)).status).toBe(404); // the member's profile is 'registered': not for guests
    expect((await read(slug, m.token)).status).toBe(200);
  });

  it('an admin grants with the trimmed, de-duplicated fields, and revokes (REST)', async () => {
    const [a, m] = [await admin(server), await member(server, { displayName: 'Maria Lopez' })];
    const slug = uniqueSlug('Maria');
    const res = await grant(validGrant(m, { slug: `  ${slug.toUpperCase()} `, title: '  Lead Organizer ' }), a.token);
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Organizer profile granted');
    expect(res.body.profile).toMatchObject({
      userId: m.id,
      slug: slug.toLowerCase(),
      name: 'Maria Lopez',
      title: 'Lead Organizer',
      organization: 'Warehouse Workers United',
      photo: 'https://images.example.org/organizers/lead.jpg',
      isVerified: true,
      profileType: 'organizer',
      expertise: ['Contract negotiation', 'Safety committees'],
      socialLinks: [{ label: 'Website', url: 'https://warehouse-workers.example.org/' }],
    });
    const gone = await revoke(slug.toLowerCase(), a.token);
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body).toMatchObject({ message: 'Organizer profile revoked', userId: m.id });
    expectError(await read(slug.toLowerCase(), a.token), 404, 'NOT_FOUND', 'Profile Not Found');
    expectError(await revoke(slug.toLowerCase(), a.token), 404, 'NOT_FOUND', 'Profile Not Found');
  });

  it('an admin grants and revokes over GraphQL; granting again replaces the profile', async () => {
    const [a, m] = [await admin(server), await member(server)];
    const slug = uniqueSlug();
    const input = { member: m.username, slug, title: 'Organizer', organization: 'Hotel Workers Rising', expertise: ['Housekeeping'] };
    expect(gqlData(await server.gql(GRANT, { input }, a.token)).grantOrganizerProfile).toMatchObject({ slug, organization: 'Hotel Workers Rising' });
    const moved = uniqueSlug();
    expect(gqlData(await server.gql(GRANT, { input: { ...input, slug: moved, title: 'Senior Organizer' } }, a.token)).grantOrganizerProfile.title).toBe('Senior Organizer');
    expect(gqlData(await server.gql(ORGANIZER, { slug }, a.token)).organizerProfile).toBeNull();
    const seen = gqlData(await server.gql(ORGANIZER, { slug: moved }, a.token)).organizerProfile;
    expect(seen).toMatchObject({ title: 'Senior Organizer', grantedBy: { userId: a.id } });
    expect(await server.app.db.organizerProfile.count({ where: { userId: m.id } })).toBe(1);
    expect(gqlData(await server.gql(REVOKE, { slug: moved }, a.token)).revokeOrganizerProfile).toEqual({ slug: moved, userId: m.id });
    expect(gqlError(await server.gql(REVOKE, { slug: moved }, a.token))).toMatchObject({ message: 'Profile Not Found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers each validation message with 400 and writes nothing', async () => {
    const [a, m] = [await admin(server), await member(server)];
    const slugMessage = 'Slug must be 3-50 lower-case letters, digits and single hyphens, with at least one letter';
    const links = 'Social links must be a list of at most 6 { label, url } with a label of at most 30 characters and an https URL';
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'ab' }, slugMessage],
      [{ slug: '12345' }, slugMessage],
      [{ slug: 'two--hyphens' }, slugMessage],
      [{ slug: 'has space' }, slugMessage],
      [{ slug: 'x'.repeat(51) }, slugMessage],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 't'.repeat(101) }, 'Title can be at most 100 characters'],
      [{ organization: undefined }, 'Organization is required'],
      [{ organization: 'o'.repeat(101) }, 'Organization can be at most 100 characters'],
      [{ bio: 'b'.repeat(1001) }, 'Bio can be at most 1000 characters'],
      [{ photo: 'http://images.example.org/a.jpg' }, 'Photo must be an https URL'],
      [{ socialLinks: [{ label: 'Site', url: 'http://example.org' }] }, links],
      [{ socialLinks: [{ label: 'Site', url: 'javascript:alert(1)' }] }, links],
      [{ socialLinks: [{ label: '', url: 'https://example.org' }] }, links],
      [{ socialLinks: 'https://example.org' }, links],
      [{ socialLinks: Array.from({ length: 7 }, (_, i) => ({ label: `L${i}`, url: `https://example.org/${i}` })) }, links],
      [{ expertise: ['e'.repeat(41)] }, 'Expertise must be a list of at most 10 topics of at most 40 characters'],
    ];
    for (const [overrides, message] of cases) {
      expectError(await grant(validGrant(m, overrides), a.token), 400, 'VALIDATION', message);
    }
    expectError(await grant(validGrant(m, { member: 999_999_999 }), a.token), 404, 'NOT_FOUND', 'Member not found');
    expect(await server.app.db.organizerProfile.count({ where: { userId: m.id } })).toBe(0);
    expect(gqlError(await server.gql(GRANT, { input: { member: String(m.id), slug: 'ok-slug', title: '', organization: 'Org' } }, a.token))).toMatchObject({
      message: 'Title is required',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('a slug belongs to one member: another grant with it is refused with 409', async () => {
    const [a, first, second] = [await admin(server), await member(server), await member(server)];
    const slug = uniqueSlug();
    expect((await grant(validGrant(first, { slug }), a.token)).status).toBe(201);
    expectError(await grant(validGrant(second, { slug: slug.toUpperCase() }), a.token), 409, 'CONFLICT', 'That slug is already taken');
    expect(await server.app.db.organizerProfile.count({ where: { userId: second.id } })).toBe(0);
  });
});

describe('reading an organizer profile', () => {
  it('follows the member-profile rule for guests, members and admins; unknown slugs are Profile Not Found', async () => {
    const [a, organizer, viewer] = [await admin(server), await member(server), await member(server)];
    const slug = uniqueSlug();
    expect((await grant(validGrant(organizer, { slug }), a.token)).status).toBe(201);

    // 'registered' (the default): members and admins, not guests.
    expectError(await read(slug), 404, 'NOT_FOUND', 'Profile Not Found');
    expect(gqlData(await server.gql(ORGANIZER, { slug })).organizerProfile).toBeNull();
    expect((await read(slug, viewer.token)).status).toBe(200);

    await setVisibility(organizer, 'public');
    const guest = await read(slug);
    expect(guest.status, guest.text).toBe(200);
    expect(guest.body.profile).toMatchObject({ slug, isVerified: true, isOwn: false });
    expect(gqlData(await server.gql(ORGANIZER, { slug })).organizerProfile).toMatchObject({ slug, grantedBy: null });

    await setVisibility(organizer, 'private');
    expectError(await read(slug, viewer.token), 404, 'NOT_FOUND', 'Profile Not Found');
    expect(gqlData(await server.gql(ORGANIZER, { slug }, viewer.token)).organizerProfile).toBeNull();
    expect((await read(slug, a.token)).status).toBe(200);
    const own = await read(slug, organizer.token);
    expect(own.status).toBe(200);
    expect(own.body.profile.isOwn).toBe(true);

    const user = `query($id: ID!) { node(id: $id) { ... on User { organizerProfile { slug } } } }`;
    const userId = Buffer.from(`User:${organizer.id}`).toString('base64');
    expect(gqlData(await server.gql(user, { id: userId }, viewer.token)).node.organizerProfile).toBeNull();
    expect(gqlData(await server.gql(user, { id: userId }, a.token)).node.organizerProfile).toEqual({ slug });

    for (const unknown of ['no-such-organizer', 'x'.repeat(80), '12345']) {
      expectError(await read(unknown, viewer.token), 404, 'NOT_FOUND', 'Profile Not Found');
    }
    expect(gqlData(await server.gql(ORGANIZER, { slug: 'no-such-organizer' }, viewer.token)).organizerProfile).toBeNull();
  });

  it('answers the follower and following counters and Recent Posts as the viewer may list them', async () => {
    const [a, organizer, fan1, fan2] = [await admin(server), await member(server), await member(server), await member(server)];
    await setVisibility(organizer, 'public');
    const slug = uniqueSlug();
    expect((await grant(validGrant(organizer, { slug }), a.token)).status).toBe(201);

    let res = await read(slug);
    expect(res.body.profile).toMatchObject({ followers: 0, following: 0, posts: [] });
    expect(gqlData(await server.gql(ORGANIZER, { slug })).organizerProfile.recentPosts).toEqual([]);

    for (const fan of [fan1, fan2]) expect((await server.api('POST', `/follows/follow/${organizer.id}`, undefined, { token: fan.token })).status).toBe(201);
    expect((await server.api('POST', `/follows/follow/${fan1.id}`, undefined, { token: organizer.token })).status).toBe(201);
    // Newest first: one post through the API, ten older ones, and a pending one only its author and admins see.
    const titles: string[] = [(await createPostApi(server, organizer.token, { title: 'Shift meeting notes, this week' })).title as string];
    for (let i = 1; i <= 10; i++) {
      const post = await createPost(server.app.db, { author: organizer.id, title: `Shift meeting notes ${i} weeks ago`, createdAt: new Date(Date.now() - i * 7 * 86_400_000) });
      titles.push(post.title);
    }
    await createPost(server.app.db, { author: organizer.id, title: 'Waiting for review', status: 'PENDING_REVIEW' });
    res = await read(slug);
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile).toMatchObject({ followers: 2, following: 1 });
    expect(res.body.profile.posts.map((p: { title: string }) => p.title)).toEqual(titles.slice(0, 10));
    const gql = gqlData(await server.gql(ORGANIZER, { slug }, fan1.token)).organizerProfile;
    expect(gql).toMatchObject({ followers: 2, following: 1, user: { userId: organizer.id, followerCount: 2 } });
    expect(gql.recentPosts.map((p: { title: string }) => p.title)).toEqual(titles.slice(0, 10));

    // A member the viewer blocked: their posts are not listed for the viewer (posts/access.ts).
    expect((await server.api('POST', '/user-moderation/block', { userId: organizer.id }, { token: fan2.token })).status).toBe(201);
    expect((await read(slug, fan2.token)).body.profile.posts).toEqual([]);
  });
});

describe('the CLI (npm run cli -- organizer:grant / organizer:revoke)', () => {
  it('grants by email with the domain rules, and revokes', async () => {
    const m = await member(server, { displayName: 'Dana Whitfield' });
    const slug = uniqueSlug('dana');
    const line = await runOrganizerCommand(server.app.db, 'organizer:grant', [
      m.email,
      slug,
      '--title',
      'Regional Organizer',
      '--organization',
      'Rideshare Drivers Alliance',
      '--link',
      'Website=https://drivers.example.org',
      '--expertise',
      'Gig work, Pay transparency',
    ]);
    expect(line).toBe(`Dana Whitfield is a verified organizer at /profile/${slug}.`);
    const row = await server.app.db.organizerProfile.findUniqueOrThrow({ where: { slug } });
    expect(row).toMatchObject({ userId: m.id, grantedById: null, expertise: ['Gig work', 'Pay transparency'], socialLinks: [{ label: 'Website', url: 'https://drivers.example.org/' }] });
    await expect(runOrganizerCommand(server.app.db, 'organizer:grant', [m.email, uniqueSlug(), '--organization', 'X'])).rejects.toThrow('Title is required');
    await expect(runOrganizerCommand(server.app.db, 'organizer:grant', [m.email])).rejects.toThrow(/^Usage:/);
    expect(await runOrganizerCommand(server.app.db, 'organizer:revoke', [slug])).toBe(`The organizer profile ${slug} is revoked.`);
    await expect(runOrganizerCommand(server.app.db, 'organizer:revoke', [slug])).rejects.toThrow('Profile Not Found');
  });
});
