// Onboarding over REST and GraphQL (spec §3 Onboarding data, §4, §5, §7 PUT /api/profile/onboarding):
// the step rules and their messages (400 / VALIDATION), the answers stored with completed_at, the
// follows and memberships created in the same transaction (none when a step is refused), a
// personalized My Feed for a client that only saves the answers, idempotent re-submits (also
// concurrent ones), the skip, and guests (401).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { expectError, gid, gqlData, gqlError, member, uniqueWord } from './helpers/content.ts';
import { createCommunity, createPost } from '../fixtures/factories.ts';

let publicSlug: string;
let privateSlug: string;
/** A custom tag that a public post carries (a custom topic of that name can be followed). */
let usedTopic: string;

const MSG = {
  auth: 'Authentication required',
  moreTopics: (n: number) => `Select ${n} more topic${n === 1 ? '' : 's'} to continue`,
  duplicate: 'This custom topic is already added',
  predefined: 'This topic is available in the predefined options',
  tooManyCustom: 'You can add up to 3 custom topics',
  regionOrCampaign: 'Select at least one region or campaign to continue',
  landing: 'Choose where you want to start',
  community: 'Community not found',
  privateCommunity: 'This community is private. You can join it through an invite link.',
} as const;

/** Wages (wages, tips, wage theft, overtime), Safety (safety, heat safety, injuries, mental health) and Coffee (coffee, baristas). */
const TOPIC_TAGS = ['wages', 'tips', 'wage theft', 'overtime', 'safety', 'heat safety', 'injuries', 'mental health', 'coffee', 'baristas'];
const valid = () => ({
  topics: ['wages', 'safety', 'coffee'],
  locationAndCampaigns: ['nyc-area', 'baristas-united'],
  communities: [publicSlug],
  is_organizer: true,
  landing_choice: 'polls',
});

const server = useTestServer();

beforeAll(async () => {
  const owner = await member(server);
  publicSlug = `night-${uniqueWord(6)}`;
  privateSlug = `closed-${uniqueWord(6)}`;
  await createCommunity(server.app.db, { slug: publicSlug, name: `Night ${publicSlug}`, createdBy: owner.id });
  await createCommunity(server.app.db, { slug: privateSlug, name: `Closed ${privateSlug}`, isPrivate: true, createdBy: owner.id });
  usedTopic = `graveyard ${uniqueWord(6)}`;
  await createPost(server.app.db, { author: owner.id, title: 'Graveyard shift notes', tags: [usedTopic] });
});

const save = (token: string | undefined, body: Record<string, unknown>) => server.api('PUT', '/profile/onboarding', body, { token });
const follows = async (userId: number) =>
  (await server.app.db.follow.findMany({ where: { userId }, orderBy: { id: 'asc' } })).map((f) => `${f.followType}:${f.followValue}`).sort();
const membership = (userId: number, slug: string) =>
  server.app.db.communityMembership.findFirst({ where: { userId, community: { slug } }, select: { role: true } });
const memberCount = async (slug: string) => (await server.app.db.community.findUniqueOrThrow({ where: { slug } })).memberCount;

const expectedFollows = () =>
  [...TOPIC_TAGS.map((t) => `TAG:${t}`), 'CAMPAIGN:baristas-united', `COMMUNITY:${publicSlug}`].sort();

// ───────────────────────────── REST ─────────────────────────────

describe('REST /api/profile/onboarding', () => {
  it('answers 401 to guests', async () => {
    expectError(await server.api('GET', '/profile/onboarding'), 401, 'UNAUTHENTICATED', MSG.auth);
    expectError(await save(undefined, valid()), 401, 'UNAUTHENTICATED', MSG.auth);
  });

  it('shows empty answers until the member gives them', async () => {
    const m = await member(server);
    const res = await server.api('GET', '/profile/onboarding', undefined, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      onboarding: { topics: [], locationAndCampaigns: [], communities: [], is_organizer: false, landing_choice: null, completed_at: null, skipped: false },
    });
  });

  it("refuses each step's rule with its message and stores nothing", async () => {
    const m = await member(server);
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...valid(), topics: [] }, MSG.moreTopics(3)],
      [{ ...valid(), topics: ['wages'] }, MSG.moreTopics(2)],
      [{ ...valid(), topics: ['wages', 'Wages', 'safety'] }, MSG.moreTopics(1)],
      [{ ...valid(), topics: ['wages', 'Other: night crew', 'Other: Night  Crew'] }, MSG.duplicate],
      [{ ...valid(), topics: ['wages', 'safety', 'Other: Scheduling'] }, MSG.predefined],
      [{ ...valid(), topics: ['Other: aa', 'Other: bb', 'Other: cc', 'Other: dd'] }, MSG.tooManyCustom],
      [{ ...valid(), topics: ['wages', 'safety', 'astrology'] }, "Unknown topic 'astrology': choose one of the options or add it as 'Other: astrology'"],
      [{ ...valid(), topics: 'wages' }, 'topics must be a list of strings'],
      [{ ...valid(), locationAndCampaigns: [] }, MSG.regionOrCampaign],
      [{ ...valid(), locationAndCampaigns: ['atlantis'] }, "Unknown region or campaign 'atlantis'"],
      [{ ...valid(), landing_choice: undefined }, MSG.landing],
      [{ ...valid(), landing_choice: 'mars' }, MSG.landing],
      [{ ...valid(), is_organizer: 'yes' }, 'is_organizer must be true or false'],
      [{ ...valid(), communities: [`gone-${uniqueWord(6)}`] }, MSG.community],
      // A private community does not exist for a non-member.
      [{ ...valid(), communities: [privateSlug] }, MSG.community],
    ];
    for (const [body, message] of refusals) expectError(await save(m.token, body), 400, 'VALIDATION', message);
    expect(await server.app.db.onboarding.findUnique({ where: { userId: m.id } })).toBeNull();
    expect(await follows(m.id)).toEqual([]);
    expect(await membership(m.id, publicSlug)).toBeNull();
  });

  it('stores the answers with completed_at and creates the follows and the membership', async () => {
    const m = await member(server);
    const before = await memberCount(publicSlug);
    const res = await save(m.token, { ...valid(), topics: ['Wages', 'safety', 'coffee', `Other: ${usedTopic.toUpperCase()}`, 'Other: nobody wrote this yet'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.onboarding).toMatchObject({
      topics: ['wages', 'safety', 'coffee', `Other: ${usedTopic.toUpperCase()}`, 'Other: nobody wrote this yet'],
      locationAndCampaigns: ['nyc-area', 'baristas-united'],
      communities: [publicSlug],
      is_organizer: true,
      landing_choice: 'polls',
      skipped: false,
    });
    expect(Date.now() - Date.parse(res.body.onboarding.completed_at)).toBeLessThan(60_000);
    // A custom topic some post carries is followed as a tag; one nobody used yet is only an answer.
    const wanted = [...expectedFollows(), `TAG:${usedTopic}`].sort();
    expect(await follows(m.id)).toEqual(wanted);
    expect(res.body.follows_created).toBe(wanted.length);
    expect(await membership(m.id, publicSlug)).toEqual({ role: 'MEMBER' });
    expect(await memberCount(publicSlug)).toBe(before + 1);

    const read = await server.api('GET', '/profile/onboarding', undefined, { token: m.token });
    expect(read.body.onboarding).toEqual(res.body.onboarding);
  });

  it('is idempotent: the same answers again (also 8 at once) leave one follow each and one membership', async () => {
    const m = await member(server);
    const first = await save(m.token, valid());
    expect(first.status, first.text).toBe(200);
    const count = await memberCount(publicSlug);
    const again = await Promise.all(Array.from({ length: 8 }, () => save(m.token, valid())));
    for (const res of again) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.follows_created).toBe(0);
    }
    expect(await follows(m.id)).toEqual(expectedFollows());
    expect(await memberCount(publicSlug)).toBe(count);
    expect(await server.app.db.onboarding.count({ where: { userId: m.id } })).toBe(1);
  });

  it('creates the follows and membership in the same transaction as the answers: all or nothing', async () => {
    const m = await member(server);
    const before = await memberCount(publicSlug);
    // The answers' row is written last; refusing it must take the follows and the join with it.
    const fn = `refuse_onboarding_${m.id}`;
    await server.app.db.$executeRawUnsafe(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW."userId" = ${m.id} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
    );
    await server.app.db.$executeRawUnsafe(`CREATE TRIGGER ${fn} BEFORE INSERT ON "Onboarding" FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      expect((await save(m.token, valid())).status).toBe(500);
    } finally {
      await server.app.db.$executeRawUnsafe(`DROP TRIGGER ${fn} ON "Onboarding"`);
      await server.app.db.$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
    expect(await follows(m.id)).toEqual([]);
    expect(await membership(m.id, publicSlug)).toBeNull();
    expect(await memberCount(publicSlug)).toBe(before);
    expect((await save(m.token, valid())).status).toBe(200);
    expect(await follows(m.id)).toEqual(expectedFollows());
  });

  it('gives a member who only saved the answers a personalized My Feed', async () => {
    const author = await member(server);
    const word = uniqueWord(8);
    const post = await createPost(server.app.db, { author: author.id, title: `Overtime pay ${word}`, tags: ['Overtime'] });
    const m = await member(server);
    const empty = await server.api('GET', '/posts/my-feed', undefined, { token: m.token });
    expect(empty.body.metadata.fallback).toBe(true);
    expect((await save(m.token, valid())).status).toBe(200);
    const feed = await server.api('GET', '/posts/my-feed?sort=newest', undefined, { token: m.token });
    expect(feed.status, feed.text).toBe(200);
    expect(feed.body.metadata.fallback).toBe(false);
    expect(feed.body.posts.map((p: { id: number }) => p.id)).toContain(post.id);
  });

  it('skips: complete without answers or follows, and a skip keeps earlier answers', async () => {
    const m = await member(server);
    const skipped = await save(m.token, { skipped: true, topics: ['wages'] });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body.onboarding).toMatchObject({ topics: [], landing_choice: null, skipped: true });
    expect(skipped.body.onboarding.completed_at).not.toBeNull();
    expect(await follows(m.id)).toEqual([]);
    expectError(await save(m.token, { skipped: 'yes' }), 400, 'VALIDATION', 'skipped must be true or false');

    // Personalizing later, then skipping a second visit, keeps the answers.
    expect((await save(m.token, valid())).status).toBe(200);
    const later = await save(m.token, { skipped: true });
    expect(later.body.onboarding).toMatchObject({ topics: ['wages', 'safety', 'coffee'], landing_choice: 'polls', skipped: false });
  });

  it("lets a private community's member name it (followed, membership kept)", async () => {
    const m = await member(server);
    await server.app.db.communityMembership.create({ data: { community: { connect: { slug: privateSlug } }, user: { connect: { id: m.id } } } });
    const count = await memberCount(privateSlug);
    const res = await save(m.token, { ...valid(), communities: [privateSlug.toUpperCase()] });
    expect(res.status, res.text).toBe(200);
    expect(await follows(m.id)).toContain(`COMMUNITY:${privateSlug}`);
    expect(await memberCount(privateSlug)).toBe(count);
  });
});

// ───────────────────────────── GraphQL ─────────────────────────────

const COMPLETE = `mutation($input: CompleteOnboardingInput!) {
  completeOnboarding(input: $input) {
    followsCreated
    onboarding { topics locationAndCampaigns communities isOrganizer landingChoice completedAt skipped }
    viewer { onboardingComplete follows(first: 1) { totalCount } }
  }
}`;
const VIEWER = `{ viewer { onboardingComplete onboarding { topics landingChoice completedAt skipped } } }`;
const gqlValid = () => ({
  topics: ['wages', 'safety', 'coffee'],
  locationAndCampaigns: ['nyc-area', 'baristas-united'],
  communities: [publicSlug],
  isOrganizer: false,
  landingChoice: 'EXPLORE',
});

describe('GraphQL completeOnboarding and viewer.onboarding', () => {
  it('refuses guests', async () => {
    expect(gqlError(await server.gql(COMPLETE, { input: gqlValid() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(gqlData(await server.gql(VIEWER)).viewer).toBeNull();
  });

  it('refuses the step rules with the same messages', async () => {
    const m = await member(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...gqlValid(), topics: ['wages', 'safety'] }, MSG.moreTopics(1)],
      [{ ...gqlValid(), topics: ['wages', 'Other: Tips and more', 'Other: tips AND more'] }, MSG.duplicate],
      [{ ...gqlValid(), topics: ['wages', 'safety', 'Other: Gig Work'] }, MSG.predefined],
      [{ ...gqlValid(), locationAndCampaigns: [] }, MSG.regionOrCampaign],
      [{ ...gqlValid(), landingChoice: null }, MSG.landing],
    ];
    for (const [input, message] of cases) {
      const error = gqlError(await server.gql(COMPLETE, { input }, m.token));
      expect(error.message).toBe(message);
      expect(error.extensions?.code).toBe('VALIDATION');
    }
    expect(await follows(m.id)).toEqual([]);
    expect(gqlData(await server.gql(VIEWER, {}, m.token)).viewer).toEqual({
      onboardingComplete: false,
      onboarding: { topics: [], landingChoice: null, completedAt: null, skipped: false },
    });
  });

  it('saves, follows and reports the viewer as onboarded; a repeat creates nothing', async () => {
    const m = await member(server);
    const data = gqlData(await server.gql(COMPLETE, { input: gqlValid() }, m.token)).completeOnboarding;
    expect(data.followsCreated).toBe(expectedFollows().length);
    expect(data.onboarding).toMatchObject({ topics: ['wages', 'safety', 'coffee'], communities: [publicSlug], isOrganizer: false, landingChoice: 'EXPLORE', skipped: false });
    expect(data.viewer).toEqual({ onboardingComplete: true, follows: { totalCount: expectedFollows().length } });
    expect(await follows(m.id)).toEqual(expectedFollows());
    const again = gqlData(await server.gql(COMPLETE, { input: gqlValid() }, m.token)).completeOnboarding;
    expect(again.followsCreated).toBe(0);
    expect(await follows(m.id)).toEqual(expectedFollows());
  });

  it('skips', async () => {
    const m = await member(server);
    const data = gqlData(await server.gql(COMPLETE, { input: { skipped: true } }, m.token)).completeOnboarding;
    expect(data).toMatchObject({ followsCreated: 0, onboarding: { skipped: true, landingChoice: null }, viewer: { onboardingComplete: true } });
    expect(await follows(m.id)).toEqual([]);
  });

  it("hides a member's onboarding from others", async () => {
    const [a, b] = [await member(server), await member(server)];
    await save(a.token, valid());
    const res = await server.gql(`query($id: ID!) { node(id: $id) { ... on User { onboarding { topics } onboardingComplete } } }`, { id: gid('User', a.id) }, b.token);
    expect(gqlData(res).node).toEqual({ onboarding: null, onboardingComplete: null });
  });

  it('lists the options of spec §9', async () => {
    const data = gqlData(
      await server.gql(`{ onboardingOptions { steps minTopics maxCustomTopics customTopicPrefix topics { id tags } regions { id } campaigns { id } landingChoices { choice path } } }`),
    ).onboardingOptions;
    expect(data).toMatchObject({ steps: 3, minTopics: 3, maxCustomTopics: 3, customTopicPrefix: 'Other: ' });
    expect(data.topics.map((t: { id: string }) => t.id)).toEqual(['wages', 'scheduling', 'rights', 'organizing', 'safety', 'gig-work', 'coffee', 'tech', 'community']);
    expect(data.regions.map((r: { id: string }) => r.id)).toEqual(['nyc-area', 'dc-area', 'bay-area', 'la-area', 'chicago-area', 'austin-area', 'other', 'show-all']);
    expect(data.campaigns).toHaveLength(6);
    expect(data.landingChoices).toEqual([
      { choice: 'HOMEPAGE', path: '/' },
      { choice: 'POLLS', path: '/polls' },
      { choice: 'EXPLORE', path: '/explore' },
      { choice: 'CREATE_POST', path: '/?create=true' },
    ]);
  });
});
