// WorkerPulse: this week's anonymous pulse question (query workerPulse) and the viewer's one
// answer a week (mutation answerWorkerPulse). Behind the workerPulse flag; the domain
// (domain/pulse/pulse.ts) holds the rules and keeps answers apart from who answered.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { answerPulse, currentPulse, type PulseResult, type PulseView } from '../domain/pulse/pulse.ts';

const WorkerPulseResultRef = builder.objectRef<PulseResult>('WorkerPulseResult').implement({
  description: 'How many members chose one answer.',
  fields: (t) => ({
    option: t.exposeString('option'),
    count: t.exposeInt('count'),
    percent: t.exposeInt('percent', { description: 'Whole percent of all answers.' }),
  }),
});

const WorkerPulseRef = builder.objectRef<PulseView>('WorkerPulse').implement({
  description: "This week's anonymous pulse question. Answers are stored without the member who gave them.",
  fields: (t) => ({
    id: t.id({ description: 'Global id of the week (the answer updates the same record).', resolve: (p) => encodeGlobalID('WorkerPulse', p.week.toISOString().slice(0, 10)) }),
    week: t.string({ description: "The week's Monday (UTC), YYYY-MM-DD.", resolve: (p) => p.week.toISOString().slice(0, 10) }),
    question: t.exposeString('question'),
    options: t.exposeStringList('options'),
    answerCount: t.exposeInt('answerCount', { description: 'Members who answered this week.' }),
    viewerAnswered: t.exposeBoolean('viewerAnswered', { nullable: true, description: 'Null for guests.' }),
    results: t.field({
      type: [WorkerPulseResultRef],
      nullable: true,
      description: 'Per answer, for a member who answered, once at least resultsMinimum members answered; null otherwise.',
      resolve: (p) => p.results,
    }),
    resultsMinimum: t.exposeInt('resultsMinimum', { description: 'Answers needed before results show (small counts could identify people).' }),
  }),
});

builder.queryFields((t) => ({
  workerPulse: t.field({
    type: WorkerPulseRef,
    nullable: true,
    description: "This week's pulse; null while the workerPulse flag is off.",
    resolve: (_root, _args, ctx) => (ctx.config.features.workerPulse ? currentPulse(ctx) : null),
  }),
}));

const AnswerWorkerPulseInput = builder.inputType('AnswerWorkerPulseInput', {
  fields: (t) => ({
    optionIndex: t.int({ required: true, description: 'The chosen answer, 0 first.' }),
  }),
});

const AnswerWorkerPulsePayload = builder.objectRef<{ pulse: PulseView }>('AnswerWorkerPulsePayload').implement({
  fields: (t) => ({
    pulse: t.field({ type: WorkerPulseRef, description: 'The week, now answered (results when they may show).', resolve: (p) => p.pulse }),
  }),
});

builder.mutationFields((t) => ({
  answerWorkerPulse: t.field({
    type: AnswerWorkerPulsePayload,
    description:
      "Answers this week's pulse (a verified email needed), once a week. NOT_FOUND 'Worker Pulse is not enabled' while the flag is off; CONFLICT when already answered.",
    args: { input: t.arg({ type: AnswerWorkerPulseInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ pulse: await answerPulse(ctx, { optionIndex: input.optionIndex }) }),
  }),
}));
