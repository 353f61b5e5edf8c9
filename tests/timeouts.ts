// Every time limit of the test suites, in one place: Vitest (unit and API), the API test
// helpers, the Playwright config and the browser specs read them from here, and no test file
// keeps a number of its own.
//
// A limit is a ceiling that only a hung test reaches: a passing test never waits for it. So
// each one is sized for a busy 2-core machine (CI running a second suite beside this one,
// load around 10, where a step takes up to 5 times as long as on a quiet machine), not for a
// quiet one. TEST_TIME_SCALE multiplies them all for a machine slower still.
// No test-framework imports: scripts and configs load this file too.

const scale = (() => {
  const raw = process.env.TEST_TIME_SCALE;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`TEST_TIME_SCALE must be a positive number, not "${raw}"`);
  return value;
})();

const scaled = (ms: number) => Math.round(ms * scale);

export const timeouts = {
  /** One Vitest test (unit or API). */
  test: scaled(60_000),
  /** One Vitest hook; beforeAll starts a server (serverStart) and may seed rows after it. */
  hook: scaled(180_000),
  /** Starting one server on a copy of the template database (buildApp + start). */
  serverStart: scaled(120_000),
  /** A server process ending after SIGTERM: main.ts exits within 10 s whatever is left. */
  serverStop: scaled(30_000),
  /** Migrating the template database once, in the API suite's global setup. */
  templateSetup: scaled(300_000),
  /**
   * Waiting for something the system does promptly but not synchronously: a WebSocket event,
   * a mail in the outbox, a write done after the answer, a health check turning.
   */
  event: scaled(20_000),
  /**
   * How long a test watches for an event that must not come. Unlike the limits above, a
   * passing test waits this long, so it stays short; a late wrong event would fail a later
   * assertion of the same test or file.
   */
  quietWindow: 500,
  /** One Playwright test (a whole browser flow, several page loads). */
  browserTest: scaled(120_000),
  /** One Playwright auto-retrying assertion (`expect(locator)...`). */
  browserExpect: scaled(15_000),
  /** One Playwright action or navigation (click, fill, goto). */
  browserAction: scaled(30_000),
  /**
   * The web client reconnecting its WebSocket by itself after the server went away: its
   * back-off (reconnectDelayMs in web/src/relay/wsStatus.ts) waits up to 30 s between tries,
   * then it refetches what it may have missed.
   */
  browserReconnect: scaled(60_000),
} as const;

export type Timeouts = typeof timeouts;

/** Rejects with a message naming `what` when `work` takes longer than `ms` (a limit above). */
export async function failAfter<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
