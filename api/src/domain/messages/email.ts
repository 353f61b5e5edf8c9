// The new-message email. It never contains the message text: workers may read mail on devices
// their employer manages. Sent after the commit; a failure is logged and never fails the send.
import type { Ctx } from '../../context.ts';

export async function sendNewMessageEmail(
  ctx: Pick<Ctx, 'mailer' | 'log' | 'publicUrl'>,
  input: { to: string; senderUsername: string; conversationId: number },
): Promise<void> {
  const link = `${ctx.publicUrl().replace(/\/$/, '')}/messages/${input.conversationId}`;
  try {
    await ctx.mailer.send({
      to: input.to,
      subject: `New message from ${input.senderUsername}`,
      actionLink: link,
      text: [
        `${input.senderUsername} sent you a direct message.`,
        '',
        `Read it here: ${link}`,
        '',
        'For your privacy, messages are never included in emails.',
        'You can turn these emails off under Settings > Email notifications.',
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.warn({ err: error, conversationId: input.conversationId }, 'new-message email failed');
  }
}
