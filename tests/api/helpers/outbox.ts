// Reads the mail the server wrote to <DATA_DIR>/outbox/ (one .eml file per message, written
// when SMTP_URL is unset). Understands multipart bodies, quoted-printable and base64 parts,
// and RFC 2047 encoded subjects; gives the headers (List-Unsubscribe…) and the HTML part.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { timeouts } from '../../timeouts.ts';

export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  /** The decoded plain-text body (or the HTML body without tags when there is no text part). */
  text: string;
  /** The decoded HTML body, when the message has one. */
  html: string | undefined;
  /** Every top-level header, by lower-cased name, unfolded and decoded (e.g. headers['list-unsubscribe']). */
  headers: Record<string, string>;
  /** The https URL of List-Unsubscribe (RFC 8058 one-click), when the mail has one. */
  unsubscribeUrl: string | undefined;
  /** The first absolute http(s) URL in the body that contains `token=` (not the unsubscribe links of the footer). */
  link: string | undefined;
  /** The `token` query parameter of that link. */
  token: string | undefined;
}

export interface ReadMailOptions {
  /** Only messages whose subject contains this text (case-insensitive). */
  subjectIncludes?: string;
  /** Only messages whose link contains this text, e.g. '/verify-email'. */
  linkIncludes?: string;
  /** Skip messages carrying one of these tokens (to wait for a newer message). */
  excludeTokens?: (string | undefined)[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const idx = normalized.indexOf('\n\n');
  const head = idx === -1 ? normalized : normalized.slice(0, idx);
  const body = idx === -1 ? '' : normalized.slice(idx + 2);
  const headers = new Map<string, string>();
  let current: string | undefined;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && current) {
      headers.set(current, `${headers.get(current)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    current = line.slice(0, colon).trim().toLowerCase();
    headers.set(current, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Decodes quoted-printable text (soft line breaks, =XX escapes) as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const s = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function param(headerValue: string | undefined, name: string): string | undefined {
  if (!headerValue) return undefined;
  const m = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return m ? (m[1] ?? m[2]) : undefined;
}

function decodeBody(part: Part): string {
  const cte = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (cte === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (cte === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function collectLeaves(part: Part, out: { plain: string[]; html: string[] }): void {
  const ctype = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(ctype)) {
    const boundary = param(ctype, 'boundary');
    if (!boundary) return;
    const chunks = part.body.split(`--${boundary}`);
    // chunks[0] is the preamble; the chunk starting with '--' is the epilogue.
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith('--')) break;
      collectLeaves(splitHeaders(chunk.replace(/^\n/, '')), out);
    }
    return;
  }
  const decoded = decodeBody(part);
  if (/^text\/html/i.test(ctype)) out.html.push(decoded);
  else if (/^text\//i.test(ctype)) out.plain.push(decoded);
}

function decodeHtmlEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function firstTokenLink(...bodies: string[]): string | undefined {
  for (const body of bodies) {
    for (const m of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const candidate = decodeHtmlEntities(m[0]).replace(/[.,;:!?)\]]+$/, '');
      if (candidate.includes('token=') && !/\/(api\/)?unsubscribe\?/.test(candidate)) return candidate;
    }
  }
  return undefined;
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/[^\s<>,";:]+@[^\s<>,";:]+/g)].map((m) => m[0].toLowerCase());
}

/** Parses one .eml file. */
export function parseEml(raw: string, file = ''): OutboxMail {
  const top = splitHeaders(raw);
  const leaves = { plain: [] as string[], html: [] as string[] };
  collectLeaves(top, leaves);
  const html = leaves.html.length ? leaves.html.join('\n') : undefined;
  const text = leaves.plain.length ? leaves.plain.join('\n') : decodeHtmlEntities((html ?? '').replace(/<[^>]*>/g, ' '));
  const link = firstTokenLink(leaves.plain.join('\n'), html ?? '');
  let token: string | undefined;
  if (link) {
    try {
      token = new URL(link).searchParams.get('token') ?? undefined;
    } catch {
      token = /[?&]token=([^&#\s]+)/.exec(link)?.[1];
    }
  }
  const headers = Object.fromEntries([...top.headers].map(([name, value]) => [name, decodeEncodedWords(value.trim())]));
  const unsubscribeUrl = /<(https?:\/\/[^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1]?.replace(/\s+/g, '');
  return {
    file,
    headers,
    unsubscribeUrl,
    to: addresses(top.headers.get('to')),
    subject: decodeEncodedWords(top.headers.get('subject') ?? ''),
    text,
    html,
    link,
    token,
  };
}

/** Every message in the outbox addressed to `to`, newest first. */
export async function listMail(dataDir: string, to: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const want = to.toLowerCase();
  const mails: { mail: OutboxMail; mtime: number; name: string }[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let raw: string;
    let mtime: number;
    try {
      [raw, mtime] = await Promise.all([readFile(file, 'utf8'), stat(file).then((s) => s.mtimeMs)]);
    } catch {
      continue; // being written
    }
    const mail = parseEml(raw, file);
    if (mail.to.includes(want)) mails.push({ mail, mtime, name });
  }
  mails.sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  return mails.map((m) => m.mail);
}

/**
 * The newest message in <dataDir>/outbox/ addressed to `to` that matches the options; polls for
 * up to `timeouts.event` (tests/timeouts.ts) and throws when none arrives.
 */
export async function readMail(dataDir: string, to: string, options: ReadMailOptions = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeouts.event;
  const excluded = new Set(options.excludeTokens?.filter((t): t is string => typeof t === 'string'));
  for (;;) {
    const all = await listMail(dataDir, to);
    const match = all.find(
      (m) =>
        (!options.subjectIncludes || m.subject.toLowerCase().includes(options.subjectIncludes.toLowerCase())) &&
        (!options.linkIncludes || (m.link ?? '').includes(options.linkIncludes)) &&
        !(m.token && excluded.has(m.token)),
    );
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = all.map((m) => `${m.subject} -> ${m.link ?? '(no link)'}`).join('; ') || 'none';
      throw new Error(`No matching mail to ${to} in ${path.join(dataDir, 'outbox')} (options ${JSON.stringify(options)}); messages to that address: ${seen}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How many messages the outbox holds for `to` (no waiting). */
export async function countMail(dataDir: string, to: string): Promise<number> {
  return (await listMail(dataDir, to)).length;
}
