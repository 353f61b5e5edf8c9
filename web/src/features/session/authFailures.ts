// How the client reacts when the server answers 401/403 to a request that carried the
// stored token (spec §4, §7, §9):
// - a circuit breaker opens after 3 consecutive auth failures and closes again after 60 s or
//   on the next successful authenticated call; while open, background auth calls
//   (session revalidation, live-subscription reconnects) are not made;
// - for 5 s after a login, auth failures do not clear the new token (grace period), unless
//   they keep coming until the breaker opens;
// - outside the grace period the stored token is cleared and an invalid-token event emitted.

export const AUTH_FAILURE_THRESHOLD = 3;
export const AUTH_BREAKER_RESET_MS = 60 * 1000;
export const AUTH_GRACE_PERIOD_MS = 5 * 1000;

export type Clock = () => number;

export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;

  constructor(
    private readonly threshold: number = AUTH_FAILURE_THRESHOLD,
    private readonly resetAfterMs: number = AUTH_BREAKER_RESET_MS,
    private readonly clock: Clock = Date.now,
  ) {}

  /** Counts a failure; returns true when this failure opened the breaker. */
  recordFailure(): boolean {
    this.closeIfCooledDown();
    this.consecutiveFailures += 1;
    if (this.openedAt == null && this.consecutiveFailures >= this.threshold) {
      this.openedAt = this.clock();
      return true;
    }
    return false;
  }

  recordSuccess(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
  }

  isOpen(): boolean {
    this.closeIfCooledDown();
    return this.openedAt != null;
  }

  get failures(): number {
    this.closeIfCooledDown();
    return this.consecutiveFailures;
  }

  private closeIfCooledDown(): void {
    if (this.openedAt != null && this.clock() - this.openedAt >= this.resetAfterMs) this.recordSuccess();
  }
}

export interface AuthFailureOutcome {
  /** The stored token must be cleared and an invalid-token event emitted. */
  clearToken: boolean;
  withinGracePeriod: boolean;
  breakerOpen: boolean;
  breakerJustOpened: boolean;
}

export class AuthFailureTracker {
  private graceUntil = 0;
  readonly breaker: CircuitBreaker;

  constructor(
    private readonly clock: Clock = Date.now,
    private readonly graceMs: number = AUTH_GRACE_PERIOD_MS,
    breaker?: CircuitBreaker,
  ) {
    this.breaker = breaker ?? new CircuitBreaker(AUTH_FAILURE_THRESHOLD, AUTH_BREAKER_RESET_MS, clock);
  }

  /** Called right after a successful login: starts the grace period, closes the breaker. */
  markLogin(): void {
    this.graceUntil = this.clock() + this.graceMs;
    this.breaker.recordSuccess();
  }

  inGracePeriod(): boolean {
    return this.clock() < this.graceUntil;
  }

  recordSuccess(): void {
    this.breaker.recordSuccess();
  }

  recordFailure(): AuthFailureOutcome {
    const breakerJustOpened = this.breaker.recordFailure();
    const breakerOpen = this.breaker.isOpen();
    const withinGracePeriod = this.inGracePeriod();
    return { clearToken: !withinGracePeriod || breakerOpen, withinGracePeriod, breakerOpen, breakerJustOpened };
  }

  isBreakerOpen(): boolean {
    return this.breaker.isOpen();
  }

  reset(): void {
    this.graceUntil = 0;
    this.breaker.recordSuccess();
  }
}

/** The one tracker of this page, shared by the network layer and the session. */
export const authFailures = new AuthFailureTracker();
