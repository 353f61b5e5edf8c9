// A real SMTP server for tests (smtp-server, parsed with mailparser), on a free local port. It
// records every message it accepted, and can refuse the next messages with a reply code (421:
// try later; 550: refused for good) or hold them before answering (to kill a sender mid-send:
// a message whose connection drops before the answer is not accepted, as with any SMTP server).
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { timeouts } from '../../timeouts.ts';

export interface ReceivedMail {
  messageId: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  headers: ParsedMail['headers'];
}

export interface TestSmtpServer {
  /** SMTP_URL for the app. */
  url: string;
  /** Messages accepted (answered 250), in order. */
  accepted: ReceivedMail[];
  /** Messages refused by refuseNext, in order (their Message-ID shows a retry is the same message). */
  refused: ReceivedMail[];
  /** Refuses the next `count` messages with `code` (e.g. 421 or 550). */
  refuseNext(count: number, code: number): void;
  /** Holds every message before answering it until release(); `held` counts those waiting. */
  hold(): void;
  release(): void;
  readonly held: number;
  /** Resolves when `check` holds for the server's state; fails after timeouts.event. */
  waitUntil(check: (server: TestSmtpServer) => boolean, what: string): Promise<void>;
  /** Accepted messages to `address`. */
  acceptedFor(address: string): ReceivedMail[];
  close(): Promise<void>;
}

const addressesOf = (mail: ParsedMail): string[] => {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const refusals: number[] = [];
  let holding = false;
  let heldCount = 0;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  const releaseHeld = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const parsed = await simpleParser(Buffer.concat(chunks));
          const mail: ReceivedMail = {
            messageId: parsed.messageId,
            to: addressesOf(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            headers: parsed.headers,
          };
          const code = refusals.shift();
          if (code !== undefined) {
            api.refused.push(mail);
            changed();
            const error = Object.assign(new Error(code >= 500 ? 'Refused for good' : 'Try again later'), { responseCode: code });
            return callback(error);
          }
          if (holding) {
            heldCount += 1;
            changed();
            const dropped = await new Promise<boolean>((resolve) => {
              const release = () => resolve(false);
              releaseHeld.add(release);
              // The sender went away before the answer: the message is not accepted.
              void connectionClosed(session.id).then(() => resolve(true));
            });
            heldCount -= 1;
            if (dropped) {
              changed();
              return;
            }
          }
          api.accepted.push(mail);
          changed();
          callback();
        })().catch((error: Error) => callback(error));
      });
    },
    onClose(session) {
      closedSessions.get(session.id)?.();
      closedSessions.delete(session.id);
    },
  });
  const closedSessions = new Map<string, () => void>();
  const closedPromises = new Map<string, Promise<void>>();
  const connectionClosed = (id: string) => {
    let promise = closedPromises.get(id);
    if (!promise) {
      promise = new Promise<void>((resolve) => closedSessions.set(id, resolve));
      closedPromises.set(id, promise);
    }
    return promise;
  };
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const api: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    accepted: [],
    refused: [],
    refuseNext(count, code) {
      for (let i = 0; i < count; i++) refusals.push(code);
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const release of releaseHeld) release();
      releaseHeld.clear();
    },
    get held() {
      return heldCount;
    },
    async waitUntil(check, what) {
      const deadline = Date.now() + timeouts.event;
      while (!check(api)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`The SMTP server did not see ${what} within ${timeouts.event} ms (accepted ${api.accepted.length}, refused ${api.refused.length}, held ${heldCount})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    acceptedFor: (address) => api.accepted.filter((m) => m.to.includes(address.toLowerCase())),
    close: () =>
      new Promise<void>((resolve) => {
        api.release();
        server.close(() => resolve());
      }),
  };
  return api;
}
