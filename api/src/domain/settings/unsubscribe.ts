// One-click unsubscribe (RFC 8058) from each kind of non-transactional mail: new-message,
// comment/reply and mention notices, the weekly digest. Each such mail carries
//   List-Unsubscribe: <https://…/api/unsubscribe?token=…>
//   List-Unsubscribe-Post: List-Unsubscribe=One-Click
// and a visible footer link to the web page /unsubscribe?token=…; account mail (sign-in links,
// verification, resets) and sanction notices carry neither.
// The token is a purpose-bound JWT (lib/authTokens.ts issuePurpose: type and audience
// 'unsubscribe', signed with the app's secret) naming the member and the kind of mail, valid for
// UNSUBSCRIBE_LINK_DAYS: never accepted as a session (the session check requires type 'auth'),
// and a session or appeal token is never accepted here (audience). It can only turn one setting
// off, so it needs no sign-in and no CSRF header (mail providers post it from their servers).
// Failed attempts are rate-limited per address (unsubscribeFailuresByIp); valid ones are not, as
// one provider's servers post the unsubscribes of many members.
import type { Ctx, Services } from '../../context.ts';
import { DomainError } from '../../lib/errors.ts';
import type { MailFooterLine } from '../../lib/mailLayout.ts';

export const UNSUBSCRIBE_KINDS = ['newMessages', 'comments', 'mentions', 'weeklyDigest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** How long a mail's unsubscribe link works: long, as old mail is found and used. */
export const UNSUBSCRIBE_LINK_DAYS = 5 * 366;

/** The web page of the visible footer link; the one-click address is /api/unsubscribe. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const UNSUBSCRIBE_API_PATH = '/api/unsubscribe';

/** The UserSettings column each kind turns off. */
const settingColumn = {
  newMessages: 'emailNewMessages',
  comments: 'emailComments',
  mentions: 'emailMentions',
  weeklyDigest: 'emailWeeklyDigest',
} as const satisfies Record<UnsubscribeKind, string>;

/** What the page and the answers call each kind (the Settings labels' wording). */
export const unsubscribeLabels: Record<UnsubscribeKind, string> = {
  newMessages: 'Emails about new direct messages',
  comments: 'Emails about comments on your posts and replies to your comments',
  mentions: 'Emails when someone mentions you',
  weeklyDigest: 'The weekly digest email',
};

export const unsubscribeMessages = {
  invalidLink: 'This unsubscribe link is invalid. You can choose which emails you get in your settings.',
} as const;

type LinkServices = Pick<Services, 'tokens' | 'publicUrl'>;

export interface UnsubscribeLink {
  token: string;
  /** For List-Unsubscribe: POST turns the mail off (RFC 8058). */
  oneClickUrl: string;
  /** For the mail's footer: the page that shows what is turned off, with a button. */
  pageUrl: string;
}

/** The signed unsubscribe link of `kind` for member `userId`. */
export async function unsubscribeLink(services: LinkServices, userId: number, kind: UnsubscribeKind): Promise<UnsubscribeLink> {
  const expiresAt = new Date(Date.now() + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000);
  const token = await services.tokens.issuePurpose('unsubscribe', { userId, kind }, expiresAt);
  const query = `?token=${encodeURIComponent(token)}`;
  const base = services.publicUrl();
  return { token, oneClickUrl: `${base}${UNSUBSCRIBE_API_PATH}${query}`, pageUrl: `${base}${UNSUBSCRIBE_PATH}${query}` };
}

/** The RFC 8058 headers for a link. */
export function listUnsubscribeHeaders(link: Pick<UnsubscribeLink, 'oneClickUrl'>): Record<string, string> {
  return { 'List-Unsubscribe': `<${link.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The RFC 8058 headers of a `kind` mail to member `userId`. */
export async function unsubscribeHeaders(services: LinkServices, userId: number, kind: UnsubscribeKind): Promise<Record<string, string>> {
  return listUnsubscribeHeaders(await unsubscribeLink(services, userId, kind));
}

const footerReason: Record<UnsubscribeKind, string> = {
  newMessages: 'You get this email because emails about new messages are on in your settings.',
  comments: 'You get this email because emails about comments and replies are on in your settings.',
  mentions: 'You get this email because emails about mentions are on in your settings.',
  weeklyDigest: 'You get this email because the weekly digest is on in your settings.',
};

/**
 * Everything a non-transactional mail needs: its headers (pass to MailMessage.headers) and its
 * footer (MailDescription.footer of lib/mailLayout.ts): why it came, the unsubscribe page, Settings.
 */
export async function unsubscribeMail(
  services: LinkServices,
  userId: number,
  kind: UnsubscribeKind,
): Promise<{ headers: Record<string, string>; footer: MailFooterLine[]; link: UnsubscribeLink }> {
  const link = await unsubscribeLink(services, userId, kind);
  return {
    link,
    headers: listUnsubscribeHeaders(link),
    footer: [
      footerReason[kind],
      { text: 'Stop these emails:', href: link.pageUrl, label: 'Unsubscribe' },
      { text: 'Choose which emails you get:', href: `${services.publicUrl()}/settings`, label: 'Email settings' },
    ],
  };
}

export interface UnsubscribeInput {
  token: unknown;
}

export interface UnsubscribeView {
  kind: UnsubscribeKind;
  /** What the mail is (unsubscribeLabels). */
  label: string;
  /** Whether that mail is still on. */
  subscribed: boolean;
}

type UnsubscribeCtx = Pick<Ctx, 'db' | 'tokens' | 'limits' | 'ip'>;

/** The member and kind a token names; INVALID_TOKEN (400) when it is not a valid unsubscribe token of an existing member. */
async function readToken(ctx: UnsubscribeCtx, token: unknown): Promise<{ userId: number; kind: UnsubscribeKind }> {
  await ctx.limits.check('unsubscribeFailuresByIp', ctx.ip);
  const claims = await ctx.tokens.checkPurpose('unsubscribe', typeof token === 'string' ? token : null);
  const userId = claims?.userId;
  const kind = claims?.kind;
  const valid =
    typeof userId === 'number' &&
    typeof kind === 'string' &&
    (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind) &&
    (await ctx.db.user.count({ where: { id: userId } })) === 1;
  if (!valid) {
    await ctx.limits.consume('unsubscribeFailuresByIp', ctx.ip);
    throw new DomainError('INVALID_TOKEN', unsubscribeMessages.invalidLink);
  }
  return { userId, kind: kind as UnsubscribeKind };
}

/** What an unsubscribe link would turn off, and whether it is still on (the page, before the button). */
export async function unsubscribeStatus(ctx: UnsubscribeCtx, input: UnsubscribeInput): Promise<UnsubscribeView> {
  const { userId, kind } = await readToken(ctx, input.token);
  const settings = await ctx.db.userSettings.findUnique({ where: { userId }, select: { [settingColumn[kind]]: true } });
  const value = settings ? (settings as Record<string, boolean>)[settingColumn[kind]] : undefined;
  // No row yet: the defaults (on, except the digest).
  return { kind, label: unsubscribeLabels[kind], subscribed: value ?? kind !== 'weeklyDigest' };
}

/** Turns the one setting a link names off (idempotent): the one-click POST and the page's button. */
export async function unsubscribe(ctx: UnsubscribeCtx, input: UnsubscribeInput): Promise<UnsubscribeView> {
  const { userId, kind } = await readToken(ctx, input.token);
  const data = { [settingColumn[kind]]: false };
  await ctx.db.userSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { kind, label: unsubscribeLabels[kind], subscribed: false };
}
