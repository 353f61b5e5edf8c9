// GraphQL (/graphql): the same account rules as REST, plus the transport's hardening
// (masked errors, depth and alias limits, CSRF prevention).
import { describe, expect, it } from 'vitest';
import { useTestServer, uniqueEmail, uniqueUsername } from './helpers/server.ts';
import { readMail } from './helpers/outbox.ts';
import { PASSWORD, me, registerUser } from './helpers/users.ts';
import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql';
import { schema } from '../../api/src/schema/index.ts';
import { createPostApi, gid, member } from './helpers/content.ts';

const server = useTestServer();

const USER_FIELDS = 'id userId username displayName role avatarColor avatarConfig totalPoints badgeCount createdAt email emailVerified hasPassword';

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`;
const VIEWER = `query Viewer { viewer { ${USER_FIELDS} settings { notifications { newMessages mentions } privacy { profileVisibility allowDirectMessages } email { newMessagesEmail mentionsEmail weeklyDigest marketingEmails } ui { welcomeBannerDismissed welcomePostDismissed startHerePostDismissed } } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { __typename id ... on User { userId username email emailVerified hasPassword settings { notifications { newMessages } } } } }`;

function firstError(res: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  expect(res.errors, 'expected a GraphQL error').toBeDefined();
  expect(res.errors!.length).toBeGreaterThan(0);
  return res.errors![0]!;
}

async function gqlRegister(overrides: { username?: string; email?: string; password?: string; displayName?: string } = {}) {
  const input = {
    username: overrides.username ?? uniqueUsername('gql'),
    email: overrides.email ?? uniqueEmail('gql'),
    password: overrides.password ?? PASSWORD,
    ...(overrides.displayName ? { displayName: overrides.displayName } : {}),
  };
  const res = await server.gql(REGISTER, { input });
  return { input, res };
}

describe('accounts over GraphQL', () => {
  it('register returns a token and the viewer user; the token also works over REST', async () => {
    const { input, res } = await gqlRegister({ displayName: 'Graph Q' });
    expect(res.errors).toBeUndefined();
    const payload = res.data.register;
    expect(typeof payload.token).toBe('string');
    expect(payload.user).toMatchObject({
      username: input.username,
      displayName: 'Graph Q',
      role: 'MEMBER',
      email: input.email,
      emailVerified: false,
      hasPassword: true,
      avatarColor: '#6366f1',
      totalPoints: 0,
      badgeCount: 0,
    });
    expect(Number.isInteger(payload.user.userId)).toBe(true);
    expect(typeof payload.user.id).toBe('string');
    expect(payload.user.id).not.toBe(String(payload.user.userId));
    const rest = await me(server, payload.token);
    expect(rest.status).toBe(200);
    expect(rest.body.user.user_id).toBe(payload.user.userId);
    // Registration over GraphQL also sends the verification email.
    const mail = await readMail(server.dataDir, input.email, { linkIncludes: '/verify-email' });
    expect(mail.token).toBeTruthy();
  });

  it('register reports validation and conflict errors with the REST codes and messages', async () => {
    const bad = await server.gql(REGISTER, { input: { username: 'x y', email: uniqueEmail(), password: PASSWORD } });
    expect(firstError(bad)).toMatchObject({
      message: 'Username must be 3 to 30 characters: letters, numbers, underscores and hyphens only',
      extensions: { code: 'VALIDATION' },
    });
    const short = await server.gql(REGISTER, { input: { username: uniqueUsername(), email: uniqueEmail(), password: 'short' } });
    expect(firstError(short)).toMatchObject({ message: 'Password must be at least 8 characters long', extensions: { code: 'VALIDATION' } });
    const u = await registerUser(server);
    const dupName = await server.gql(REGISTER, { input: { username: u.username.toUpperCase(), email: uniqueEmail(), password: PASSWORD } });
    expect(firstError(dupName)).toMatchObject({ message: 'That username is already taken', extensions: { code: 'CONFLICT' } });
    const dupEmail = await server.gql(REGISTER, { input: { username: uniqueUsername(), email: u.email.toUpperCase(), password: PASSWORD } });
    expect(firstError(dupEmail)).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('login returns a token; viewer with that token is the member', async () => {
    const u = await registerUser(server);
    const res = await server.gql(LOGIN, { input: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.errors).toBeUndefined();
    expect(res.data.login.user).toMatchObject({ userId: u.user.user_id, username: u.username, email: u.email });
    const viewer = await server.gql(VIEWER, {}, res.data.login.token);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data.viewer).toMatchObject({
      userId: u.user.user_id,
      username: u.username,
      email: u.email,
      role: 'MEMBER',
      settings: {
        notifications: { newMessages: true, mentions: true },
        privacy: { profileVisibility: 'REGISTERED', allowDirectMessages: true },
        email: { newMessagesEmail: true, mentionsEmail: true, weeklyDigest: false, marketingEmails: false },
        ui: { welcomeBannerDismissed: false, welcomePostDismissed: false, startHerePostDismissed: false },
      },
    });
    // A REST token works for GraphQL too.
    const viaRestToken = await server.gql(VIEWER, {}, u.token);
    expect(viaRestToken.data.viewer.userId).toBe(u.user.user_id);
  });

  it('login errors carry the REST codes; unknown email and wrong password look the same', async () => {
    const u = await registerUser(server);
    const wrong = await server.gql(LOGIN, { input: { email: u.email, password: 'wrong password' } });
    const unknown = await server.gql(LOGIN, { input: { email: uniqueEmail('nobody'), password: 'wrong password' } });
    expect(firstError(wrong)).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'INVALID_CREDENTIALS' } });
    expect(firstError(unknown)).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'INVALID_CREDENTIALS' } });
    expect(wrong.data?.login ?? null).toBeNull();
  });

  it('viewer is null without a token (and no error)', async () => {
    const res = await server.gql(VIEWER);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ viewer: null });
  });

  it('login-required mutations answer UNAUTHENTICATED without a token', async () => {
    const res = await server.gql('mutation { resendVerificationEmail { message } }');
    expect(firstError(res)).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    const settings = await server.gql('mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { user { id } } }', {
      input: { notifications: { mentions: false } },
    });
    expect(firstError(settings).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('verifyMagicLink with an unknown token answers INVALID_MAGIC_LINK', async () => {
    const res = await server.gql('mutation ($input: TokenInput!) { verifyMagicLink(input: $input) { token } }', { input: { token: 'n'.repeat(43) } });
    expect(firstError(res)).toMatchObject({ message: 'Invalid or expired magic link', extensions: { code: 'INVALID_MAGIC_LINK' } });
  });

  it('requestMagicLink + verifyMagicLink sign a new member in', async () => {
    const email = uniqueEmail('gqlmagic');
    const req = await server.gql('mutation ($input: EmailInput!) { requestMagicLink(input: $input) { message } }', { input: { email } });
    expect(req.errors).toBeUndefined();
    expect(typeof req.data.requestMagicLink.message).toBe('string');
    const mail = await readMail(server.dataDir, email, { linkIncludes: '/verify-magic-link' });
    const res = await server.gql(`mutation ($input: TokenInput!) { verifyMagicLink(input: $input) { token user { ${USER_FIELDS} } } }`, {
      input: { token: mail.token },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.verifyMagicLink.user).toMatchObject({ email, username: null, hasPassword: false, emailVerified: true });
  });

  it('updateSettings is shared with REST settings', async () => {
    const u = await registerUser(server);
    const res = await server.gql(
      'mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { user { settings { privacy { profileVisibility allowDirectMessages } } } } }',
      { input: { privacy: { profileVisibility: 'PRIVATE' } } },
      u.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateSettings.user.settings.privacy).toEqual({ profileVisibility: 'PRIVATE', allowDirectMessages: true });
    const rest = await server.api('GET', '/settings', undefined, { token: u.token });
    expect(rest.body.settings.privacy).toEqual({ profileVisibility: 'private', allowDirectMessages: true, showOnLeaderboard: false, analyticsConsent: null });
  });

  it('updateUsername reports a taken username as CONFLICT', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const res = await server.gql(
      'mutation ($input: UpdateUsernameInput!) { updateUsername(input: $input) { user { username } } }',
      { input: { username: a.username.toUpperCase() } },
      b.token,
    );
    expect(firstError(res)).toMatchObject({ message: 'That username is already taken', extensions: { code: 'CONFLICT' } });
  });

  it('logout(everywhere: true) revokes REST tokens too', async () => {
    const u = await registerUser(server);
    const res = await server.gql('mutation ($input: LogoutInput) { logout(input: $input) { success } }', { input: { everywhere: true } }, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.logout.success).toBe(true);
    expect((await me(server, u.token)).status).toBe(401);
    const viewer = await server.gql(VIEWER, {}, u.token);
    expect(viewer.data?.viewer ?? null).toBeNull();
  });

  it('featureFlags answers anonymously', async () => {
    const res = await server.gql('{ featureFlags { passwordStrict breachCheck emailVerification moderation badges } }');
    expect(res.errors).toBeUndefined();
    for (const v of Object.values(res.data.featureFlags)) expect(typeof v).toBe('boolean');
  });
});

describe('nodes and privacy', () => {
  it('node(id) resolves a User global id', async () => {
    const u = await registerUser(server);
    const viewer = await server.gql(VIEWER, {}, u.token);
    const id = viewer.data.viewer.id as string;
    const res = await server.gql(NODE, { id }, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.node).toMatchObject({ __typename: 'User', id, userId: u.user.user_id, username: u.username, email: u.email });
    const many = await server.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: [id] }, u.token);
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes).toEqual([{ __typename: 'User', id }]);
  });

  it("hides another member's email, verification state, password state and settings", async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const aId = (await server.gql(VIEWER, {}, a.token)).data.viewer.id as string;
    const res = await server.gql(NODE, { id: aId }, b.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.node).toMatchObject({ __typename: 'User', userId: a.user.user_id, username: a.username });
    expect(res.data.node.email).toBeNull();
    expect(res.data.node.emailVerified).toBeNull();
    expect(res.data.node.hasPassword).toBeNull();
    expect(res.data.node.settings).toBeNull();
    // And to anonymous readers.
    const anon = await server.gql(NODE, { id: aId });
    expect(anon.data?.node?.email ?? null).toBeNull();
  });

  it('usersByUsername requires login, matches by prefix and hides emails', async () => {
    const a = await registerUser(server, { username: uniqueUsername('pfx') });
    const q = 'query ($q: String!) { usersByUsername(query: $q, first: 10) { edges { node { username email } } } }';
    const anon = await server.gql(q, { q: a.username });
    expect(firstError(anon).extensions?.code).toBe('UNAUTHENTICATED');
    const b = await registerUser(server);
    const res = await server.gql(q, { q: a.username.toUpperCase() }, b.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.usersByUsername.edges).toEqual([{ node: { username: a.username, email: null } }]);
    const short = await server.gql(q, { q: 'p' }, b.token);
    expect(short.data.usersByUsername.edges).toEqual([]);
  });
});

describe('hardening', () => {
  const leaks = /node_modules|\.ts:\d+|\.js:\d+|\bat [\w.<>]+ \(|prisma|SELECT |INSERT |postgres/i;

  it('a syntactically broken document returns a GraphQL error without a stack', async () => {
    const res = await server.gql('query { viewer { id ');
    const err = firstError(res);
    expect(err.message).toMatch(/Syntax Error/i);
    expect(res.data ?? null).toBeNull();
    expect(err.extensions ?? {}).not.toHaveProperty('stack');
    expect(err.extensions ?? {}).not.toHaveProperty('originalError');
    expect(err).not.toHaveProperty('stack');
    expect(res.text).not.toMatch(leaks);
  });

  it('unexpected failures are masked (no stack, no SQL, no internals)', async () => {
    // Global ids that decode to something that is not a user id.
    const weird = [
      Buffer.from('User:not-a-number').toString('base64'),
      Buffer.from('User:99999999999999999999999').toString('base64'),
      Buffer.from('Nope:1').toString('base64'),
      '!!!not-base64!!!',
    ];
    for (const id of weird) {
      const res = await server.gql(NODE, { id });
      expect(res.status).toBeLessThan(500);
      expect(res.text, id).not.toMatch(leaks);
      for (const err of res.errors ?? []) {
        expect(err.extensions ?? {}).not.toHaveProperty('stack');
        expect(err.extensions ?? {}).not.toHaveProperty('exception');
      }
      expect(res.data?.node ?? null).toBeNull();
    }
  });

  /** A valid query whose deepest field sits at `depth`: __type (1) > fields (2) > type (3) > ofType... > name (depth). */
  function nestedTypeQuery(depth: number): string {
    let inner = 'name';
    for (let d = depth - 1; d >= 4; d--) inner = `ofType { ${inner} }`;
    return `{ __type(name: "User") { fields { type { ${inner} } } } }`;
  }

  it('rejects a query nested deeper than 12 levels', async () => {
    const res = await server.gql(nestedTypeQuery(13));
    const err = firstError(res);
    expect(err.message).toMatch(/depth/i);
    expect(res.data ?? null).toBeNull();
  });

  it('does not apply the depth limit to a query of 12 levels or fewer', async () => {
    const res = await server.gql(nestedTypeQuery(12));
    for (const err of res.errors ?? []) expect(err.message).not.toMatch(/depth/i);
  });

  it('rejects more than 30 aliases and accepts 30', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: featureFlags { badges }`).join(' ')} }`;
    const tooMany = await server.gql(aliases(31));
    const err = firstError(tooMany);
    expect(err.message).toMatch(/alias/i);
    expect(tooMany.data ?? null).toBeNull();
    const ok = await server.gql(aliases(30));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data)).toHaveLength(30);
  });
});

describe('CSRF prevention', () => {
  const query = '{ featureFlags { badges } }';

  it('refuses a GET without a CSRF header', async () => {
    const res = await server.raw('GET', `/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body?.data ?? null).toBeNull();
  });

  it('accepts a GET query with x-graphql-yoga-csrf or apollo-require-preflight', async () => {
    for (const header of ['x-graphql-yoga-csrf', 'apollo-require-preflight']) {
      const res = await server.raw('GET', `/graphql?query=${encodeURIComponent(query)}`, {
        headers: { accept: 'application/json', [header]: '1' },
      });
      expect(res.status, `${header}: ${res.text}`).toBe(200);
      expect(res.body.data.featureFlags).toHaveProperty('badges');
    }
  });

  it('never runs a mutation sent with GET', async () => {
    const email = uniqueEmail('getmut');
    const mutation = `mutation { requestMagicLink(input: { email: "${email}" }) { message } }`;
    const res = await server.raw('GET', `/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body?.data?.requestMagicLink ?? null).toBeNull();
  });

  it('refuses a text/plain POST without a CSRF header and does not execute it', async () => {
    const u = await registerUser(server);
    const mutation = 'mutation ($input: LogoutInput) { logout(input: $input) { success } }';
    const res = await server.raw('POST', '/graphql', {
      body: JSON.stringify({ query: mutation, variables: { input: { everywhere: true } } }),
      headers: { 'content-type': 'text/plain', accept: 'application/json', authorization: `Bearer ${u.token}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body?.data ?? null).toBeNull();
    // The mutation did not run: the session is still valid.
    expect((await me(server, u.token)).status).toBe(200);
  });

  it('refuses a form-encoded POST without a CSRF header', async () => {
    const res = await server.raw('POST', '/graphql', {
      body: `query=${encodeURIComponent(query)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body?.data ?? null).toBeNull();
  });

  it('accepts an application/json POST without extra headers', async () => {
    const res = await server.raw('POST', '/graphql', {
      body: JSON.stringify({ query }),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.featureFlags).toHaveProperty('badges');
  });
});

// lib/compiledExecution.ts: queries and mutations run compiled (graphql-jit); the answers must be
// those graphql-js gives, byte for byte, errors included (a document the compiler refuses runs on
// graphql-js: lib/compiledExecution.test.ts).
describe('the compiled executor', () => {
  const FEED = `query Feed { feed(first: 20) { totalCount edges { cursor node { id postId title excerpt path tags sector score upvotes commentCount saveCount createdAt viewerVote viewerHasSaved isPinned author { id username displayName avatarColor } community { id slug name icon } } } pageInfo { hasNextPage endCursor } } }`;
  const POST_NODE = `query Node($id: ID!) { node(id: $id) { __typename id ... on Post { postId title tags viewerVote viewerCanEdit author { id username } comments(first: 5) { totalCount edges { node { id } } } } } }`;
  const VOTE = `mutation Vote($input: VotePostInput!) { votePost(input: $input) { post { id score upvotes viewerVote } } }`;

  type Sent = { status: number; text: string; retryAfter: string | null };
  const send = async (body: Record<string, unknown>, token?: string): Promise<Sent> => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
  };

  /** The answer with the executor on (it must run compiled), then with graphql-js. */
  async function bothWays(body: Record<string, unknown>, token?: string) {
    const executor = server.app.compiledExecution;
    const before = { ...executor.stats };
    const compiled = await send(body, token);
    expect(executor.stats.compiled - before.compiled).toBe(1);
    expect(executor.stats.fallbacks - before.fallbacks).toBe(0);
    executor.enabled = false;
    try {
      const interpreted = await send(body, token);
      expect(executor.stats.compiled - before.compiled).toBe(1);
      expect(executor.stats.interpreted - before.interpreted).toBe(1);
      return { compiled, interpreted };
    } finally {
      executor.enabled = true;
    }
  }

  async function feedWithVotesAndSaves() {
    const [author, viewer] = [await member(server), await member(server)];
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await createPostApi(server, author.token, { tags: ['wages', `shift${i}`] }));
    const vote = await server.gql(VOTE, { input: { postId: gid('Post', posts[0]!.id), vote: 'UP' } }, viewer.token);
    expect(vote.errors).toBeUndefined();
    const save = await server.gql('mutation ($input: SavePostInput!) { savePost(input: $input) { post { viewerHasSaved } } }', { input: { postId: gid('Post', posts[1]!.id), saved: true } }, viewer.token);
    expect(save.errors).toBeUndefined();
    return { author, viewer, posts };
  }

  it('answers the signed-in feed exactly as graphql-js does, compiled', async () => {
    const { viewer, posts } = await feedWithVotesAndSaves();
    const { compiled, interpreted } = await bothWays({ query: FEED, operationName: 'Feed' }, viewer.token);
    expect(compiled.status).toBe(200);
    expect(compiled.text).toBe(interpreted.text);
    const edges = JSON.parse(compiled.text).data.feed.edges as { node: { postId: number; viewerVote: string | null; viewerHasSaved: boolean; tags: string[] } }[];
    const byId = new Map(edges.map((e) => [e.node.postId, e.node]));
    expect(byId.get(posts[0]!.id)).toMatchObject({ viewerVote: 'UP', viewerHasSaved: false, tags: ['wages', 'shift0'] });
    expect(byId.get(posts[1]!.id)).toMatchObject({ viewerVote: null, viewerHasSaved: true });
  });

  it('answers a node query with an abstract type and nested connection as graphql-js does', async () => {
    const { viewer, posts } = await feedWithVotesAndSaves();
    const { compiled, interpreted } = await bothWays({ query: POST_NODE, variables: { id: gid('Post', posts[0]!.id) } }, viewer.token);
    expect(compiled.text).toBe(interpreted.text);
    expect(JSON.parse(compiled.text).data.node).toMatchObject({ __typename: 'Post', postId: posts[0]!.id, viewerVote: 'UP', viewerCanEdit: false });
  });

  it('masks errors as graphql-js does: an auth failure with its code, path and locations, beside the data that resolved', async () => {
    const query = 'query Mixed { featureFlags { badges } savedPosts(first: 5) { edges { cursor } } }';
    const { compiled, interpreted } = await bothWays({ query });
    expect(compiled.status).toBe(interpreted.status);
    expect(compiled.text).toBe(interpreted.text);
    const body = JSON.parse(compiled.text);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ path: ['savedPosts'], locations: [{ line: 1, column: query.indexOf('savedPosts') + 1 }], extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  });

  it('answers a mutation, its domain refusal and variables that do not fit as graphql-js does', async () => {
    const { viewer, posts } = await feedWithVotesAndSaves();
    const input = { postId: gid('Post', posts[2]!.id), vote: 'DOWN' };
    // Each way from the same state: the vote set, then cleared before the other way runs.
    const executor = server.app.compiledExecution;
    const clear = async () => expect((await server.gql(VOTE, { input: { ...input, vote: null } }, viewer.token)).errors).toBeUndefined();
    const compiledBefore = executor.stats.compiled;
    const compiled = await send({ query: VOTE, variables: { input } }, viewer.token);
    expect(executor.stats.compiled - compiledBefore).toBe(1);
    await clear();
    executor.enabled = false;
    let interpreted: Sent;
    try {
      interpreted = await send({ query: VOTE, variables: { input } }, viewer.token);
    } finally {
      executor.enabled = true;
    }
    expect(compiled.text).toBe(interpreted.text);
    expect(JSON.parse(compiled.text).data.votePost.post).toMatchObject({ viewerVote: 'DOWN', score: -1 });

    // A refusal of the domain (not found), located at the mutation field.
    const missing = await bothWays({ query: VOTE, variables: { input: { postId: gid('Post', 987654321), vote: 'UP' } } }, viewer.token);
    expect(missing.compiled.text).toBe(missing.interpreted.text);
    expect(JSON.parse(missing.compiled.text).errors[0]).toMatchObject({ path: ['votePost'], extensions: { code: 'NOT_FOUND' } });

    // Variables that do not fit: graphql-js's own answer (the compiled query hands them over; nothing ran).
    const wrong = await bothWays({ query: VOTE, variables: { input: { postId: gid('Post', posts[2]!.id), vote: 'SIDEWAYS' } } }, viewer.token);
    expect(wrong.compiled.status).toBe(wrong.interpreted.status);
    expect(wrong.compiled.text).toBe(wrong.interpreted.text);
    expect(JSON.parse(wrong.compiled.text)).toMatchObject({ errors: [expect.objectContaining({ message: expect.any(String) })] });
    expect(JSON.parse(wrong.compiled.text).data ?? null).toBeNull();
  });

  it('runs the persisted documents of the web client compiled', async () => {
    const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
    let checked = 0;
    for (const [id, text] of Object.entries(persisted)) {
      const document = parse(text);
      // Entries the schema no longer validates are never executed (yoga refuses them first).
      if (validate(schema, document).length > 0) continue;
      const subscription = document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
      expect(server.app.compiledExecution.modeOf(schema, document), id).toBe(subscription ? 'interpreted' : 'compiled');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);

    // And over HTTP, by document id: a persisted feed sidebar query.
    const [trendingId] = Object.entries(persisted).find(([, text]) => text.startsWith('query HomeLeftSidebarTrendingQuery') && validate(schema, parse(text)).length === 0) ?? [];
    expect(trendingId).toBeDefined();
    const { compiled, interpreted } = await bothWays({ documentId: trendingId, variables: { first: 5 } });
    expect(compiled.status).toBe(200);
    expect(compiled.text).toBe(interpreted.text);
  });
});
