// Worker Pulse over REST and GraphQL (issue 13, behind FEATURE_WORKER_PULSE): this week's
// question from the catalogue, one answer per verified member and week (a second one refused
// with a clear message), the stored answer without any member id or time, results hidden from
// those who did not answer and below 5 answers, and the flag off refusing everything.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { expectError, gqlData, gqlError, member, members } from './helpers/content.ts';
import { PULSE_RESULTS_MINIMUM, pulseMessages, pulseQuestionFor, pulseWeekOf } from '../../api/src/domain/pulse/pulse.ts';

const server = useTestServer({ FEATURE_WORKER_PULSE: '1' });

const PULSE_FIELDS = 'week question options answerCount viewerAnswered resultsMinimum results { option count percent }';

async function answerRest(token: string, optionIndex: unknown) {
  return server.api('POST', '/pulse/current/answer', { optionIndex }, { token });
}

/** Runs `check` with the workerPulse flag off on the running server. */
async function withPulseOff(check: () => Promise<void>) {
  // The config is read per request, so switching it here switches the running server.
  const features = server.app.services.config.features as { workerPulse: boolean };
  features.workerPulse = false;
  try {
    await check();
  } finally {
    features.workerPulse = true;
  }
}

describe('worker pulse', () => {
  it("shows this week's question from the catalogue, without results to a guest", async () => {
    const week = pulseWeekOf(new Date());
    const expected = pulseQuestionFor(week);
    const res = await server.api('GET', '/pulse/current');
    expect(res.status, res.text).toBe(200);
    expect(res.body.pulse).toMatchObject({
      week: week.toISOString().slice(0, 10),
      question: expected.question,
      options: expected.options,
      viewer_answered: null,
      results: null,
      results_minimum: PULSE_RESULTS_MINIMUM,
    });
    expect(new Date(`${res.body.pulse.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('takes one answer per member and week, and refuses a second one clearly', async () => {
    const m = await member(server);
    const first = await answerRest(m.token, 1);
    expect(first.status, first.text).toBe(201);
    expect(first.body.pulse.viewer_answered).toBe(true);
    const second = await answerRest(m.token, 0);
    expectError(second, 409, 'CONFLICT', pulseMessages.alreadyAnswered);
    const again = gqlError(await server.gql('mutation { answerWorkerPulse(input: { optionIndex: 2 }) { pulse { answerCount } } }', {}, m.token));
    expect(again.message).toBe(pulseMessages.alreadyAnswered);
    expect(again.extensions?.code).toBe('CONFLICT');
    const participations = await server.app.db.pulseParticipation.count({ where: { userId: m.id } });
    expect(participations).toBe(1);
  });

  it('refuses concurrent answers of one member beyond the first', async () => {
    const m = await member(server);
    const before = await server.app.db.pulseAnswer.count();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => answerRest(m.token, i % 2)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expectError(r, 409, 'CONFLICT', pulseMessages.alreadyAnswered);
    expect(await server.app.db.pulseAnswer.count()).toBe(before + 1);
  });

  it('stores the answer with no member id and no time', async () => {
    const m = await member(server);
    const before = new Set((await server.app.db.pulseAnswer.findMany({ select: { id: true } })).map((a) => a.id));
    expect((await answerRest(m.token, 3)).status).toBe(201);
    const rows = await server.app.db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT * FROM "PulseAnswer"');
    const mine = rows.filter((row) => !before.has(row.id as string));
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!).sort()).toEqual(['id', 'optionIndex', 'week']);
    expect(mine[0]!.optionIndex).toBe(3);
    expect(mine[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it(`hides results under ${PULSE_RESULTS_MINIMUM} answers and shows counts and percents from then on`, async () => {
    // Earlier tests answered 3 times this week (options 1, 0 or 1, 3).
    const existing = await server.app.db.pulseAnswer.count();
    expect(existing).toBeLessThan(PULSE_RESULTS_MINIMUM - 1);
    const group = await members(server, PULSE_RESULTS_MINIMUM - existing);
    const last = group.pop()!;
    for (const m of group) {
      const res = await answerRest(m.token, 0);
      expect(res.status, res.text).toBe(201);
      expect(res.body.pulse.results).toBeNull();
    }
    const lastAnswer = gqlData(await server.gql(`mutation { answerWorkerPulse(input: { optionIndex: 0 }) { pulse { ${PULSE_FIELDS} } } }`, {}, last.token));
    const pulse = lastAnswer.answerWorkerPulse.pulse;
    expect(pulse.answerCount).toBe(PULSE_RESULTS_MINIMUM);
    expect(pulse.results).toHaveLength(pulse.options.length);
    const counts = await server.app.db.pulseAnswer.groupBy({ by: ['optionIndex'], _count: { _all: true } });
    for (const [index, result] of (pulse.results as { option: string; count: number; percent: number }[]).entries()) {
      const count = counts.find((c) => c.optionIndex === index)?._count._all ?? 0;
      expect(result).toEqual({ option: pulse.options[index], count, percent: Math.round((count / PULSE_RESULTS_MINIMUM) * 100) });
    }
    // A member who has not answered still sees no results.
    const other = await member(server);
    const view = gqlData(await server.gql(`{ workerPulse { ${PULSE_FIELDS} } }`, {}, other.token)).workerPulse;
    expect(view.viewerAnswered).toBe(false);
    expect(view.results).toBeNull();
    expect(view.answerCount).toBe(PULSE_RESULTS_MINIMUM);
  });

  it('refuses guests, unverified members and options out of range', async () => {
    expectError(await server.api('POST', '/pulse/current/answer', { optionIndex: 0 }), 401, 'UNAUTHENTICATED');
    const unverified = await member(server, { verified: false });
    expectError(await answerRest(unverified.token, 0), 403, 'EMAIL_NOT_VERIFIED');
    const m = await member(server);
    for (const bad of [-1, 4, 1.5, '1', null]) expectError(await answerRest(m.token, bad), 400, 'VALIDATION', pulseMessages.invalidOption);
    expect(await server.app.db.pulseParticipation.count({ where: { userId: { in: [unverified.id, m.id] } } })).toBe(0);
  });

  it('is refused with the flag off: 404 over REST, null and NOT_FOUND over GraphQL', async () => {
    const m = await member(server);
    await withPulseOff(async () => {
      expectError(await server.api('GET', '/pulse/current'), 404, 'NOT_FOUND', pulseMessages.disabled);
      expectError(await answerRest(m.token, 0), 404, 'NOT_FOUND', pulseMessages.disabled);
      expect(gqlData(await server.gql('{ workerPulse { question } }', {}, m.token)).workerPulse).toBeNull();
      const error = gqlError(await server.gql('mutation { answerWorkerPulse(input: { optionIndex: 0 }) { pulse { question } } }', {}, m.token));
      expect(error.message).toBe(pulseMessages.disabled);
      expect(error.extensions?.code).toBe('NOT_FOUND');
    });
    expect(await server.app.db.pulseParticipation.count({ where: { userId: m.id } })).toBe(0);
  });
});
