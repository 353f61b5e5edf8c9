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
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: Logger; production?: boolean }): Mailer {
  const { log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  if (options.production) log.warn({ outbox }, 'SMTP_URL is not set: mail is only written to the outbox, nobody receives it');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // The body is quoted-printable encoded; the header keeps the link greppable as written.
        headers: message.actionLink ? { 'X-Action-Link': message.actionLink } : undefined,
      });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Never the link or the body: they carry the one-time token (open the file for it).
      log.info({ file, kind: message.kind, subject: message.subject }, 'mail written to outbox');
    },
  };
}
