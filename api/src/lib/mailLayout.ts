// One description of a mail, rendered twice: plain text and HTML (lib/mail.ts sends both parts).
// Every value is text: the HTML escapes each one (a username `<b>x</b>` stays those characters),
// and only the layout here writes markup. The markup is simple and accessible: one column, a
// lang, real paragraphs and lists, an underlined link with a visible label for the action (its
// address repeated as text for clients that do not show links), inline styles only (mail clients
// drop style sheets), dark text on white at more than 12:1 contrast, a 16 px base size.
// Display settings: members have none (UserSettings has no theme, text size or motion setting;
// the web app follows the system's colour scheme), so the mail declares `color-scheme: light dark`
// and lets a client that darkens mail do it (docs/decisions.md, Mail layout).
// Mail is read on employer devices too: callers never put a message or comment text, a post title
// or a moderation reason into a description (the domain modules that build mail say what they put).

/** A paragraph, or a list of items (each with an optional link and a small note under it). */
export type MailBlock = string | { list: MailListItem[]; ordered?: boolean };

export interface MailListItem {
  text: string;
  /** Makes `text` a link. */
  href?: string;
  /** A smaller second line. */
  note?: string;
}

/** A footer line: text, optionally followed by a link. */
export type MailFooterLine = string | { text: string; href: string; label?: string };

export interface MailLink {
  label: string;
  href: string;
}

export interface MailDescription {
  /** The mail's title in the HTML part (the subject is a good one). */
  title: string;
  /** Paragraphs and lists before the action. */
  paragraphs: MailBlock[];
  /** The one thing the mail asks the reader to do. */
  action?: MailLink;
  /** Paragraphs after the action (e.g. "If you did not ask for it, ignore this message."). */
  after?: MailBlock[];
  /** Why the reader gets this mail and how to change it; under a rule, smaller. */
  footer?: MailFooterLine[];
}

export interface RenderedMail {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Only http(s) addresses become links; anything else is shown as text. */
const safeHref = (href: string): string | null => (/^https?:\/\//i.test(href) ? escapeHtml(href) : null);

const COLORS = { text: '#1a1a1a', muted: '#4a4a4a', link: '#0b57d0', rule: '#d0d0d0', button: '#0b57d0', buttonText: '#ffffff', page: '#ffffff' };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const P = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text}`;
const A = `color:${COLORS.link};text-decoration:underline`;

function linkHtml(href: string, label: string): string {
  const safe = safeHref(href);
  return safe ? `<a href="${safe}" style="${A}">${escapeHtml(label)}</a>` : escapeHtml(label);
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  return block.list
    .map((item, i) => {
      const bullet = block.ordered ? `${i + 1}. ` : '- ';
      const pad = ' '.repeat(bullet.length);
      return [`${bullet}${item.text}`, ...(item.note ? [`${pad}${item.note}`] : []), ...(item.href ? [`${pad}${item.href}`] : [])].join('\n');
    })
    .join('\n\n');
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="${P}">${escapeHtml(block)}</p>`;
  const tag = block.ordered ? 'ol' : 'ul';
  const items = block.list.map((item) => {
    const main = item.href ? linkHtml(item.href, item.text) : escapeHtml(item.text);
    const note = item.note ? `<br><span style="font-size:14px;color:${COLORS.muted}">${escapeHtml(item.note)}</span>` : '';
    return `<li style="margin:0 0 12px;font-size:16px;line-height:1.5;color:${COLORS.text}">${main}${note}</li>`;
  });
  return `<${tag} style="margin:0 0 16px;padding-left:24px">${items.join('')}</${tag}>`;
}

function footerText(line: MailFooterLine): string {
  return typeof line === 'string' ? line : `${line.text} ${line.href}`;
}

function footerHtml(line: MailFooterLine): string {
  const style = `margin:0 0 8px;font-size:14px;line-height:1.5;color:${COLORS.muted}`;
  if (typeof line === 'string') return `<p style="${style}">${escapeHtml(line)}</p>`;
  return `<p style="${style}">${escapeHtml(line.text)} ${linkHtml(line.href, line.label ?? line.href)}</p>`;
}

/** The plain-text and HTML parts of one mail. */
export function renderMail(mail: MailDescription): RenderedMail {
  const after = mail.after ?? [];
  const footer = mail.footer ?? [];
  const text = [
    ...mail.paragraphs.map(blockText),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.href}`] : []),
    ...after.map(blockText),
    ...(footer.length ? ['--', footer.map(footerText).join('\n')] : []),
  ].join('\n\n');

  const action = mail.action
    ? (() => {
        const href = safeHref(mail.action.href);
        if (!href) return `<p style="${P}">${escapeHtml(mail.action.label)}</p>`;
        return [
          `<p style="margin:24px 0 8px"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLORS.button};color:${COLORS.buttonText};font-size:16px;font-weight:600;text-decoration:underline">${escapeHtml(mail.action.label)}</a></p>`,
          `<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:${COLORS.muted};word-break:break-all">Or copy this address into your browser: ${escapeHtml(mail.action.href)}</p>`,
        ].join('\n');
      })()
    : '';

  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(mail.title)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.text};${FONT}">`,
    `<div role="article" aria-label="${escapeHtml(mail.title)}" lang="en" style="max-width:560px;margin:0 auto;padding:24px 16px;${FONT}">`,
    `<p style="margin:0 0 24px;font-size:14px;font-weight:600;color:${COLORS.muted}">Workers Commons</p>`,
    ...mail.paragraphs.map(blockHtml),
    action,
    ...after.map(blockHtml),
    ...(footer.length ? [`<hr style="border:0;border-top:1px solid ${COLORS.rule};margin:24px 0 16px">`, ...footer.map(footerHtml)] : []),
    '</div>',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { text, html };
}
