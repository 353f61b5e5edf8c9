// Discreet sanction notices (issue 29): a warning, a temporary or permanent ban and an appeal
// decision are mailed to the member as a job of the sanction's transaction, saying only that
// there is a notice and linking to where it is read after signing in; never the reason, the
// details or the outcome; never for a shadow ban; no List-Unsubscribe (account notices).
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/server.ts';
import { admin, member, uniqueWord, type Member } from './helpers/content.ts';
import { listMail, type OutboxMail } from './helpers/outbox.ts';
import { DEFAULT_PASSWORD } from '../fixtures/factories.ts';
import { SANCTION_MAIL_SUBJECT } from '../../api/src/domain/moderation/sanctionMail.ts';

const server = useTestServer();

const settled = () => server.app.services.jobs.settle();
const notices = async (m: Member) => {
  await settled();
  return (await listMail(server.dataDir, m.email)).filter((mail) => mail.subject === SANCTION_MAIL_SUBJECT);
};
const secretReason = () => `Posted the shift manager's home address ${uniqueWord(8)}`;

function expectDiscreet(mail: OutboxMail, secrets: string[]) {
  for (const secret of secrets) {
    expect(mail.text).not.toContain(secret);
    expect(mail.html).not.toContain(secret);
    expect(mail.subject).not.toContain(secret);
  }
  // No word of what happened: the notice is read after signing in.
  for (const word of [/suspend/i, /\bban/i, /warn/i, /overturn/i, /upheld|stands/i]) {
    expect(mail.text).not.toMatch(word);
    expect(mail.subject).not.toMatch(word);
  }
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.headers['list-unsubscribe']).toBeUndefined();
  expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
}

describe('sanction notices', () => {
  it('a warning: one mail linking to Account standing, without the reason or the details', async () => {
    const [mod, m] = [await admin(server), await member(server)];
    const reason = secretReason();
    const details = `Details ${uniqueWord(8)}`;
    const res = await server.api('POST', '/user-moderation/warning', { userId: m.id, warningType: 'personal_information', reason, details, severity: 4 }, { token: mod.token });
    expect(res.status, res.text).toBe(201);
    const [mail, ...more] = await notices(m);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('There is a new notice about your Workers Commons account.');
    expect(mail!.text).toContain(`${server.url}/settings/standing`);
    expect(mail!.html).toContain(`href="${server.url}/settings/standing"`);
    expectDiscreet(mail!, [reason, details, 'Sharing personal information', 'Serious', 'personal_information']);
    // The job was written with the warning, keyed by it.
    const warning = await server.app.db.warning.findFirstOrThrow({ where: { userId: m.id } });
    expect(await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice', key: `sanction:warning:${warning.id}` } })).toBe(1);
  });

  it('a temporary and a permanent ban: a mail each, linking to the sign-in page (the banned member reads the notice there), no reason', async () => {
    const mod = await admin(server);
    for (const banType of ['temporary', 'permanent'] as const) {
      const m = await member(server);
      const reason = secretReason();
      const res = await server.api('POST', '/user-moderation/ban', { userId: m.id, banType, reason, ...(banType === 'temporary' ? { duration: 48 } : {}) }, { token: mod.token });
      expect(res.status, res.text).toBe(201);
      const mails = await notices(m);
      expect(mails, banType).toHaveLength(1);
      const mail = mails[0]!;
      const signIn = `${server.url}/login?next=${encodeURIComponent('/settings/standing')}`;
      expect(mail.text).toContain(signIn);
      expectDiscreet(mail, [reason, '48', 'UTC']);
      // Where the link leads: the sign-in refusal carries the notice with its reason and the appeal link.
      const login = await server.api('POST', '/auth/login', { email: m.email, password: DEFAULT_PASSWORD });
      expect(login.body, login.text).toMatchObject({ error: 'BANNED', banReason: reason });
      expect(login.body.message).toContain(reason);
      expect(login.body.appealUrl).toContain('/appeal?token=');
      const kind = banType === 'temporary' ? 'temporaryBan' : 'permanentBan';
      const ban = await server.app.db.ban.findFirstOrThrow({ where: { userId: m.id } });
      expect(await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice', key: `sanction:${kind}:${ban.id}` } })).toBe(1);
    }
  });

  it('a shadow ban is never mailed (nor is anything else written for it)', async () => {
    const [mod, m] = [await admin(server), await member(server)];
    const res = await server.api('POST', '/user-moderation/ban', { userId: m.id, banType: 'shadow', reason: secretReason() }, { token: mod.token });
    expect(res.status, res.text).toBe(201);
    expect(await notices(m)).toHaveLength(0);
    expect(await listMail(server.dataDir, m.email)).toHaveLength(0);
    expect(await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice', payload: { path: ['userId'], equals: m.id } } })).toBe(0);
  });

  it('an appeal decision (upheld or overturned): a mail saying it was reviewed, never the outcome or the reason', async () => {
    const [mod1, mod2] = [await admin(server), await admin(server)];
    for (const overturn of [false, true]) {
      const m = await member(server);
      const warned = await server.api('POST', '/user-moderation/warning', { userId: m.id, warningType: 'spam', reason: secretReason() }, { token: mod1.token });
      expect(warned.status, warned.text).toBe(201);
      const action = await server.app.db.moderationAction.findFirstOrThrow({ where: { targetUserId: m.id, type: 'WARN' } });
      const appealed = await server.api('POST', '/moderation/appeals', { action_id: action.id, text: 'It was a union flyer.' }, { token: m.token });
      expect(appealed.status, appealed.text).toBe(201);
      const decisionReason = `Decision ${uniqueWord(8)}`;
      const decided = await server.api('POST', `/moderation/appeals/${appealed.body.appeal.id}/decision`, { overturn, reason: decisionReason }, { token: mod2.token });
      expect(decided.status, decided.text).toBe(200);
      const mails = await notices(m);
      // The warning's and the decision's.
      expect(mails).toHaveLength(2);
      const decision = mails.find((mail) => mail.text.includes('Your appeal on Workers Commons has been reviewed.'));
      expect(decision, 'decision mail').toBeDefined();
      expectDiscreet(decision!, [decisionReason, 'It was a union flyer.', 'accepted', 'declined']);
      expect(await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice', key: `sanction:appealDecision:${appealed.body.appeal.id}` } })).toBe(1);
    }
  });

  it('no job without its cause: a refused warning writes no mail job', async () => {
    const [mod, m] = [await admin(server), await member(server)];
    const before = await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice' } });
    const res = await server.api('POST', '/user-moderation/warning', { userId: m.id, warningType: 'nonsense', reason: 'x' }, { token: mod.token });
    expect(res.status).toBe(400);
    expect(await server.app.db.job.count({ where: { kind: 'mail.sanctionNotice' } })).toBe(before);
  });
});
