// Mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message becomes an .eml
// file in $DATA_DIR/outbox/ (its file name, kind and subject are logged, never its link: a link
// carries a live one-time token), so the embedded default works offline. In production without
// SMTP_URL a warning says, once at start, that mail only goes to the outbox.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
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
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger; production?: boolean }): Mailer {
  const { log } = options;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const build = (message: MailMessage) =>
    composer.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      // The body is quoted-printable encoded; the header keeps the link greppable as written.
      headers: message.actionLink ? { 'X-Action-Link': message.actionLink } : undefined,
    });
  const compose = async (message: MailMessage) => {
    await build(message);
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      },
      compose,
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
  };
}
