// /api/pulse/current: this week's Worker Pulse question and, for those who answered, its results
// once enough members answered; POST /api/pulse/current/answer records the viewer's one answer.
// Content spec §1 (worker pulse behind its flag); docs/decisions.md 'Worker Pulse'.
import type { Handler } from '../router.ts';
import { answerPulse, currentPulse, type PulseView } from '../../domain/pulse/pulse.ts';

function presentPulse(pulse: PulseView) {
  return {
    week: pulse.week.toISOString().slice(0, 10),
    question: pulse.question,
    options: pulse.options,
    answer_count: pulse.answerCount,
    viewer_answered: pulse.viewerAnswered,
    results: pulse.results,
    results_minimum: pulse.resultsMinimum,
  };
}

export const currentPulseHandler: Handler = async (ctx) => ({ body: { pulse: presentPulse(await currentPulse(ctx)) } });

export const answerPulseHandler: Handler = async (ctx, { body }) => ({
  status: 201,
  body: { success: true, pulse: presentPulse(await answerPulse(ctx, { optionIndex: body.optionIndex ?? body.option_index })) },
});
