// Mail through nodemailer: SMTP (a pool of connections, with timeouts) when SMTP_URL is set; otherwise each message becomes an .eml
// file in $DATA_DIR/outbox/ (its file name, kind and subject are logged, never its link: a link
// carries a live one-time token), so the embedded default works offline. In production without
// SMTP_URL a warning says, once at start, that mail only goes to the outbox.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';
import { PermanentJobError } from './jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The same content as HTML (lib/mailLayout.ts). */
  html?: string;
  /**
   * The job sending it: its Message-ID (`<job-<id>@<sender's domain>>`) is the same on every
   * attempt, so a mail sent again after a crash between the send and its acknowledgement is the
   * same message to the receiving servers.
   */
  jobId?: number;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on non-transactional mail. */
  headers?: Record<string, string>;
  /** The one link the message asks the reader to open, if any (never logged: it may carry a token). */
  actionLink?: string;
  /** What the mail is, for the log (e.g. RESET_PASSWORD, MAGIC_LINK). */
  kind?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Builds the message as send() does and drops it: the same work for an address that gets no
   * mail (forgot-password for an email without an account), so the two take the same time.
   */
  compose(message: MailMessage): Promise<void>;
  /**
   * Closes the SMTP pool's connections (at stop, after the last job). `force` also cuts
   * deliveries under way, which then fail unaccepted (their jobs were given up at the stop).
   */
  close(options?: { force?: boolean }): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger; production?: boolean }): Mailer {
  const { log } = options;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const senderDomain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'workers-commons.local';
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.jobId === undefined ? undefined : `<job-${message.jobId}@${senderDomain}>`,
    headers: message.headers,
  });
  const build = (message: MailMessage) =>
    composer.sendMail({
      ...envelope(message),
      // The body is quoted-printable encoded; the header keeps the link greppable as written.
      headers: { ...message.headers, ...(message.actionLink ? { 'X-Action-Link': message.actionLink } : {}) },
    });
  const compose = async (message: MailMessage) => {
    await build(message);
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(smtpTransportUrl(options.smtpUrl));
    return {
      async send(message) {
        try {
          await transport.sendMail(envelope(message));
        } catch (error) {
          // 5xx: the server refuses for good (no such mailbox, policy); 4xx and network errors are temporary.
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500 && code < 600) throw new PermanentJobError(`SMTP ${code}: ${(error as Error).message}`);
          throw error;
        }
      },
      compose,
      close: (closeOptions) => transport.close(closeOptions),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  if (options.production) log.warn({ outbox }, 'SMTP_URL is not set: mail is only written to the outbox, nobody receives it');
  return {
    async send(message) {
      const info = await build(message);
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Never the link or the body: they carry the one-time token (open the file for it).
      log.info({ file, kind: message.kind, subject: message.subject }, 'mail written to outbox');
    },
    compose,
    close: () => undefined,
  };
}

/** Pooling and timeouts, unless the URL sets its own (nodemailer reads them from the query). */
const SMTP_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '3',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_DEFAULTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}
