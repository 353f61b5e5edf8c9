// What every domain function receives: shared services plus the request's viewer.
import type { Config } from './config.ts';
import type { Db, Sql } from './db.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mail.ts';
import type { RateLimits } from './lib/rateLimits.ts';
import type { AuthTokens } from './lib/authTokens.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { PubSub } from './realtime/pubsub.ts';
import type { DomainError } from './lib/errors.ts';
import type { AccessTokenScope, Role } from './generated/prisma/client.ts';

export interface Services {
  db: Db;
  /** The hottest reads, straight through the driver (db.ts). */
  sql: Sql;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** Deferred work (lib/jobs.ts): write jobs in the cause's transaction (domain/jobs/kinds.ts), then wake() it. */
  jobs: JobQueue;
  limits: RateLimits;
  tokens: AuthTokens;
  pubsub: PubSub;
  /** Absolute base URL for links in emails (PUBLIC_URL, or the address the server listens on). */
  publicUrl(): string;
}

export interface Viewer {
  id: number;
  email: string;
  role: Role;
  username: string | null;
  emailVerified: boolean;
  /** Shadow-banned members still see their own content; nobody else does. */
  isShadowBanned: boolean;
  /** For the stricter rate limits of new and low-trust members (domain/moderation/trust.ts). */
  trustScore: number | null;
  memberSince: Date;
  /** Welcome and Start-here posts this member dismissed (settings `ui`). */
  dismissed: { welcomePost: boolean; startHerePost: boolean };
  /**
   * Block and mute (domain/moderation/relations.ts), read with the viewer in the same statement,
   * ascending: members this viewer blocked, muted, and who blocked this viewer. The visibility
   * rule (domain/posts/access.ts) hides the first two's posts and comments from the viewer.
   */
  relations: ViewerRelations;
}

export interface ViewerRelations {
  blocked: number[];
  muted: number[];
  blockedBy: number[];
}

/** The accepted token a request presented: a single-device logout revokes it by this id. */
export interface Session {
  tokenId: string;
  expiresAt: Date;
}

export interface Ctx extends Services {
  viewer: Viewer | null;
  /** Why a presented token was not accepted (expired, revoked, banned): reported when auth is required. */
  authFailure: DomainError | null;
  /** Client address, for rate limits only; never stored. */
  ip: string;
  /** The accepted token's id and expiry: its logout revokes it and ends the streams opened with it. */
  session: Session | null;
  /**
   * Set when the request authenticated with a personal access token instead of a session: its
   * scope limits what it may do, and it never carries admin powers (the viewer's role is MEMBER).
   */
  accessToken: { id: number; scope: AccessTokenScope } | null;
  /** The browser's random device id (header x-device-id), for the anonymous daily poll vote only; never stored as is. */
  deviceId: string | null;
}
