import { describe, expect, it, vi } from 'vitest';
import { createWorkQueue } from './workQueue.ts';
import { DomainError } from './errors.ts';
import type { Logger } from './logger.ts';

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('work queue', () => {
  it('runs jobs after the caller goes on, one at a time, in the order queued', async () => {
    const queue = createWorkQueue(quietLog());
    const order: string[] = [];
    const first = gate();
    queue.push('a', async () => {
      order.push('a started');
      await first.opened;
      order.push('a done');
    });
    queue.push('b', async () => {
      order.push('b');
    });
    order.push('caller went on');
    await Promise.resolve();
    expect(order).toEqual(['caller went on']);
    const idle = queue.idle();
    await vi.waitFor(() => expect(order).toEqual(['caller went on', 'a started']));
    first.open();
    await idle;
    expect(order).toEqual(['caller went on', 'a started', 'a done', 'b']);
  });

  it('logs a failed job and goes on with the next', async () => {
    const log = quietLog();
    const queue = createWorkQueue(log);
    const ran: string[] = [];
    queue.push('broken', async () => {
      throw new Error('smtp said no');
    });
    queue.push('next', async () => {
      ran.push('next');
    });
    await queue.idle();
    expect(ran).toEqual(['next']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'broken' }), 'queued job failed');
  });

  it('is bounded: past the limit a push answers 503 SERVICE_UNAVAILABLE', async () => {
    const queue = createWorkQueue(quietLog(), 2);
    const held = gate();
    queue.push('1', () => held.opened);
    queue.push('2', async () => undefined);
    // The first has not started yet (it starts after this turn), so two are waiting.
    let refused: unknown;
    try {
      queue.push('3', async () => undefined);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('SERVICE_UNAVAILABLE');
    expect((refused as DomainError).details?.retryAfterSeconds).toBeGreaterThan(0);
    held.open();
    await queue.idle();
    // Room again once they ran.
    queue.push('4', async () => undefined);
    await queue.idle();
  });

  it('drain runs what is queued, then refuses new jobs', async () => {
    const queue = createWorkQueue(quietLog());
    const ran: string[] = [];
    const held = gate();
    queue.push('held', async () => {
      await held.opened;
      ran.push('held');
    });
    queue.push('behind', async () => {
      ran.push('behind');
    });
    const drained = queue.drain(60_000);
    expect(() => queue.push('late', async () => undefined)).toThrow(DomainError);
    held.open();
    expect(await drained).toBe(true);
    expect(ran).toEqual(['held', 'behind']);
  });

  it('drain gives up after its time and says so', async () => {
    const log = quietLog();
    const queue = createWorkQueue(log);
    queue.push('never', () => new Promise<void>(() => undefined));
    expect(await queue.drain(10)).toBe(false);
    expect(log.warn).toHaveBeenCalledWith({ left: 1 }, 'stopped before every queued job ran');
  });
});
