// Resolves the bearer token of a request into a viewer. Role, ban, session epoch and whether the
// token was signed out come from the database on every request, so a ban, a role change or a
// revocation applies at once.
import type { Ctx, Services, Session, Viewer } from '../../context.ts';
import type { SqlStatement } from '../../db.ts';
import { DomainError, messages } from '../../lib/errors.ts';
import type { TokenCheck } from '../../lib/authTokens.ts';
import type { AccessTokenScope, Role, User } from '../../generated/prisma/client.ts';
import { bannedError } from '../moderation/banState.ts';
import { accessTokenLookupHash, accessTokenMessages, accessTokenSessionId, isAccessTokenSecret, utcDay } from '../accessTokens/credential.ts';

/**
 * The token of an Authorization header (or a WebSocket's connectionParams.authorization): null
 * when there is none, 'malformed' for anything other than `Bearer <token>`, which is refused like
 * a bad token so that a client's bug cannot silently make a member a guest.
 */
export function bearerToken(header: unknown): string | null | 'malformed' {
  if (header === undefined || header === null || header === '') return null;
  if (typeof header !== 'string') return 'malformed';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : 'malformed';
}

export interface ResolvedViewer {
  viewer: Viewer | null;
  authFailure: DomainError | null;
  session: Session | null;
  accessToken?: Ctx['accessToken'];
}

export async function resolveViewer(services: Services, token: string | null | 'malformed'): Promise<ResolvedViewer> {
  if (!token) return { viewer: null, authFailure: null, session: null };
  if (token === 'malformed') return unauthenticated();
  if (isAccessTokenSecret(token)) return viewerOfAccessToken(services, token);
  const check = await services.tokens.check(token);
  const resolved = await viewerOfToken(services, check);
  if (resolved.authFailure?.code === 'BANNED' && check.status === 'valid') {
    // As at sign-in, a banned member's refusal carries their appeal link (loaded here only, so
    // the session module does not pull the moderation domain in at start).
    const { withBanAppealLink } = await import('../moderation/appeals.ts');
    return { ...resolved, authFailure: (await withBanAppealLink(services, resolved.authFailure, check.claims.userId)) as DomainError };
  }
  return resolved;
}

/**
 * What every authenticated request reads of its member (a session's or an access token's), with
 * their settings and block and mute relations (ascending ids), in one statement sent through the
 * driver (db.ts SqlStatement): it runs on every signed-in request.
 */
const VIEWER_COLUMNS = `u."id", u."email", u."role"::text AS "role", u."username", u."emailVerifiedAt" IS NOT NULL AS "emailVerified",
  u."sessionEpoch", u."bannedUntil" AT TIME ZONE 'UTC' AS "bannedUntil", u."isShadowBanned", u."trustScore",
  u."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
  coalesce(st."welcomePostDismissed", false) AS "welcomePostDismissed", coalesce(st."startHerePostDismissed", false) AS "startHerePostDismissed",
  ARRAY(SELECT b."blockedId" FROM "Block" b WHERE b."blockerId" = u."id" ORDER BY 1) AS "blocked",
  ARRAY(SELECT m."mutedId" FROM "Mute" m WHERE m."muterId" = u."id" ORDER BY 1) AS "muted",
  ARRAY(SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = u."id" ORDER BY 1) AS "blockedBy"`;

interface ViewerRow {
  id: number;
  email: string;
  role: Viewer['role'];
  username: string | null;
  emailVerified: boolean;
  sessionEpoch: number;
  bannedUntil: Date | null;
  isShadowBanned: boolean;
  trustScore: number | null;
  createdAt: Date;
  welcomePostDismissed: boolean;
  startHerePostDismissed: boolean;
  blocked: number[];
  muted: number[];
  blockedBy: number[];
}

/** The member of a session token, and whether this very token was signed out. */
const sessionViewerStatement: SqlStatement = {
  name: 'hot_session_viewer',
  text: `SELECT ${VIEWER_COLUMNS}, EXISTS (SELECT 1 FROM "RevokedToken" r WHERE r."jti" = $2 AND r."userId" = u."id") AS "revoked"
    FROM "User" u LEFT JOIN "UserSettings" st ON st."userId" = u."id" WHERE u."id" = $1`,
};

/** The member of a personal access token, with the token. */
const accessTokenViewerStatement: SqlStatement = {
  name: 'hot_access_token_viewer',
  text: `SELECT ${VIEWER_COLUMNS}, t."id" AS "tokenId", t."scope"::text AS "scope", t."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt",
      t."lastUsedOn"::text AS "lastUsedOn"
    FROM "PersonalAccessToken" t JOIN "User" u ON u."id" = t."userId" LEFT JOIN "UserSettings" st ON st."userId" = u."id"
    WHERE t."tokenHash" = $1`,
};

function viewerOfRow(row: ViewerRow): Viewer {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    username: row.username,
    emailVerified: row.emailVerified,
    isShadowBanned: row.isShadowBanned,
    trustScore: row.trustScore,
    memberSince: row.createdAt,
    dismissed: { welcomePost: row.welcomePostDismissed, startHerePost: row.startHerePostDismissed },
    relations: { blocked: row.blocked, muted: row.muted, blockedBy: row.blockedBy },
  };
}

// Built only for a refusal: an Error's stack trace is dear on every signed-in request.
const unauthenticated = (): ResolvedViewer => ({ viewer: null, authFailure: new DomainError('UNAUTHENTICATED', messages.authRequired), session: null });

/**
 * The member a checked token stands for, or why it is refused. One statement reads the member
 * with whether this very token was signed out, so every instance refuses it at once.
 */
export async function viewerOfToken(services: Pick<Services, 'db' | 'sql'>, check: TokenCheck): Promise<ResolvedViewer> {
  if (check.status !== 'valid') return unauthenticated();
  const { claims } = check;
  const [user] = await services.sql.rows<ViewerRow & { revoked: boolean }>(sessionViewerStatement, [claims.userId, claims.jti]);
  if (!user) return unauthenticated();
  // A ban is told before the revoked epoch: the tab a ban signed out learns why (end and reason).
  if (user.bannedUntil && user.bannedUntil > new Date()) {
    return { viewer: null, authFailure: await bannedError(services.db, { id: user.id, bannedUntil: user.bannedUntil }), session: null };
  }
  if (user.sessionEpoch !== claims.epoch || user.revoked) return unauthenticated();
  return { viewer: viewerOfRow(user), authFailure: null, session: { tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000) } };
}

/**
 * The member a personal access token stands for, read with the token in one statement: a revoked
 * (deleted) token is unknown from the next request on, an expired one is refused like an expired
 * session, and a ban applies as it does to sessions. The request acts with the MEMBER role
 * whatever the member's own is: admin and moderation powers never come with a token.
 */
async function viewerOfAccessToken(services: Pick<Services, 'db' | 'sql'>, secret: string): Promise<ResolvedViewer> {
  const tokenHash = accessTokenLookupHash(secret);
  if (!tokenHash) return unauthenticated();
  const [token] = await services.sql.rows<ViewerRow & { tokenId: number; scope: AccessTokenScope; expiresAt: Date | null; lastUsedOn: string | null }>(
    accessTokenViewerStatement,
    [tokenHash],
  );
  const now = new Date();
  if (!token || (token.expiresAt && token.expiresAt <= now)) return unauthenticated();
  if (token.bannedUntil && token.bannedUntil > now) {
    return { viewer: null, authFailure: await bannedError(services.db, { id: token.id, bannedUntil: token.bannedUntil }), session: null };
  }
  // The day of last use only, written when it changes: at most one extra statement a day per token.
  const today = utcDay(now);
  if (token.lastUsedOn !== today.toISOString().slice(0, 10)) {
    await services.db.personalAccessToken.updateMany({ where: { id: token.tokenId }, data: { lastUsedOn: today } });
  }
  return {
    viewer: { ...viewerOfRow(token), role: 'MEMBER' },
    authFailure: null,
    // Revoking the token publishes session:ended for this id, which ends its live streams.
    session: { tokenId: accessTokenSessionId(token.tokenId), expiresAt: token.expiresAt ?? new Date(8.64e15) },
    accessToken: { id: token.tokenId, scope: token.scope },
  };
}

/** A member row Prisma read (a sign-in's user) as the viewer, before any block or mute is read. */
export function viewerOf(
  user: Pick<User, 'id' | 'email' | 'role' | 'username' | 'emailVerifiedAt' | 'isShadowBanned'> &
    Partial<Pick<User, 'trustScore' | 'createdAt'>> & {
    settings?: { welcomePostDismissed: boolean; startHerePostDismissed: boolean } | null;
  },
): Viewer {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    username: user.username,
    emailVerified: user.emailVerifiedAt !== null,
    isShadowBanned: user.isShadowBanned,
    trustScore: user.trustScore ?? null,
    memberSince: user.createdAt ?? new Date(0),
    dismissed: {
      welcomePost: user.settings?.welcomePostDismissed ?? false,
      startHerePost: user.settings?.startHerePostDismissed ?? false,
    },
    relations: { blocked: [], muted: [], blockedBy: [] },
  };
}

/** After a sign-in, the rest of the request (e.g. the payload's fields) sees the new member. */
export function actAs<T extends { user: User }>(ctx: Ctx, result: T): T {
  ctx.viewer = viewerOf(result.user);
  ctx.authFailure = null;
  ctx.accessToken = null;
  return result;
}

export function requireViewer(ctx: Ctx): Viewer {
  if (ctx.viewer) return ctx.viewer;
  throw ctx.authFailure ?? new DomainError('UNAUTHENTICATED', messages.authRequired);
}

/** The reusable check for posting and voting: a verified email (when the flag is on). */
export function requireVerifiedViewer(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (ctx.config.features.emailVerification && !viewer.emailVerified) {
    throw new DomainError('EMAIL_NOT_VERIFIED', messages.verifyEmail);
  }
  return viewer;
}

/** The roles with admin powers (isAdmin; SQL that reads a member's role uses the same list). */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'GODMIN'];

export function isAdmin(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer != null && ADMIN_ROLES.includes(viewer.role);
}

/** Every admin and moderation action: never with a personal access token, even an admin's. */
export function requireAdmin(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (ctx.accessToken) throw new DomainError('FORBIDDEN', accessTokenMessages.adminRefused);
  if (!isAdmin(viewer)) throw new DomainError('FORBIDDEN', 'Admin access required');
  return viewer;
}

/** Account security (password, sign-outs, access tokens themselves): a signed-in session, not a token. */
export function requireSessionViewer(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (ctx.accessToken) throw new DomainError('FORBIDDEN', accessTokenMessages.sessionRequired);
  return viewer;
}

/** The per-request context shared by REST, GraphQL over HTTP and GraphQL over WebSocket. */
export async function createRequestContext(
  services: Services,
  request: { authorization: unknown; ip: string; deviceId?: string | null | undefined },
): Promise<Ctx> {
  const { viewer, authFailure, session, accessToken = null } = await resolveViewer(services, bearerToken(request.authorization));
  return { ...services, viewer, authFailure, session, accessToken, ip: request.ip, deviceId: readDeviceId(request.deviceId) };
}

/** A device id is a random UUID the browser keeps; anything else is ignored. */
function readDeviceId(value: string | null | undefined): string | null {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
}
