// Demo direct messages: a few conversations of the demo member (some with unread messages and
// their bell notifications) and one between two other members, so /messages shows real data.
import type { Db } from '../../api/src/db.ts';
import type { User } from '../../api/src/generated/prisma/client.ts';
import { createConversation, sendMessage } from '../../tests/fixtures/factories.ts';

interface DemoLine {
  /** Username of the sender. */
  from: string;
  text: string;
  /** Minutes before the seed runs. */
  minutesAgo: number;
}

interface DemoConversation {
  between: [string, string];
  lines: DemoLine[];
  /** How many of the last lines the recipient has not read yet. */
  unread: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** `member` stands for the demo member's username. */
export function demoConversations(member: string): DemoConversation[] {
  return [
    {
      between: [member, 'barista_jo'],
      unread: 2,
      lines: [
        { from: 'barista_jo', text: 'Hey! Did you see the new schedule they posted for next week?', minutesAgo: 2 * DAY + 40 },
        { from: member, text: 'Yes. Clopens three days in a row again. I counted 9 hours between two of them.', minutesAgo: 2 * DAY + 25 },
        { from: 'barista_jo', text: 'Same for me and Sam. Should we write it down somewhere before they change it?', minutesAgo: 2 * DAY + 20 },
        { from: member, text: 'Good idea. I took screenshots of the posted schedule, with the date.', minutesAgo: 2 * DAY + 5 },
        { from: 'barista_jo', text: 'I asked around: five of us would sign a letter asking for 11 hours between shifts.', minutesAgo: 3 * HOUR + 12 },
        { from: 'barista_jo', text: 'Can you look at the draft tonight? I put it in our shared notes. No names yet.', minutesAgo: 3 * HOUR + 10 },
      ],
    },
    {
      between: [member, 'organizer_bea'],
      unread: 0,
      lines: [
        { from: 'organizer_bea', text: 'Thanks for your comment on the scheduling thread. Want to talk through next steps?', minutesAgo: 5 * DAY },
        { from: member, text: 'I would love that. I have never organized anything before.', minutesAgo: 5 * DAY - 30 },
        { from: 'organizer_bea', text: 'Everyone starts somewhere. First rule: talk to coworkers one on one, off the clock and off work devices.', minutesAgo: 5 * DAY - 45 },
        { from: 'organizer_bea', text: 'Second: keep notes of who cares about what. Scheduling, pay, respect. Then we find the issue most people share.', minutesAgo: 5 * DAY - 47 },
        { from: member, text: 'Scheduling is the big one for us. Talked to four people so far, all said the same.', minutesAgo: 1 * DAY + 2 * HOUR },
        { from: 'organizer_bea', text: 'That is a great start. Sunday 4pm at the library meeting room works for a small group?', minutesAgo: 1 * DAY + HOUR },
        { from: member, text: 'Sunday works. I will bring Jo.', minutesAgo: 1 * DAY + 50 },
      ],
    },
    {
      between: [member, 'steward_lee'],
      unread: 1,
      lines: [
        {
          from: 'steward_lee',
          text: 'Hi Maria, saw your question about breaks. In most states a written record of missed breaks helps a lot. Happy to explain how our shop did it.',
          minutesAgo: 35,
        },
      ],
    },
    {
      between: ['roaster_nico', 'server_aisha'],
      unread: 1,
      lines: [
        { from: 'server_aisha', text: 'Is the roastery hiring for the weekend shift?', minutesAgo: 3 * DAY },
        { from: 'roaster_nico', text: 'They are. Pay is posted this time, which is new. Want me to pass your name along?', minutesAgo: 3 * DAY - 20 },
        { from: 'server_aisha', text: 'Please do, thank you!', minutesAgo: 2 * DAY },
      ],
    },
  ];
}

/** Seeds the demo conversations; returns how many messages were written. */
export async function seedConversations(db: Db, user: (username: string) => User, memberUsername: string, now: number): Promise<number> {
  let count = 0;
  for (const conversation of demoConversations(memberUsername)) {
    const [a, b] = conversation.between.map(user) as [User, User];
    const first = conversation.lines[0]!;
    const conv = await createConversation(db, a, b, new Date(now - (first.minutesAgo + 1) * 60_000));
    const readUpTo = conversation.lines.length - conversation.unread;
    for (const [index, line] of conversation.lines.entries()) {
      const sender = user(line.from);
      const createdAt = new Date(now - line.minutesAgo * 60_000);
      const message = await sendMessage(db, { conversation: conv, sender, content: line.text, createdAt, read: index < readUpTo });
      count++;
      if (index >= readUpTo) {
        // What the app would have created: the recipient's bell notification for the message.
        const recipient = sender.id === a.id ? b : a;
        await db.notification.create({
          data: {
            userId: recipient.id,
            type: 'MESSAGE',
            content: `${sender.username}: ${[...line.text].slice(0, 100).join('')}`,
            actorId: sender.id,
            conversationId: conv.id,
            createdAt,
            data: {
              conversationId: conv.id,
              conversation_id: conv.id,
              messageId: message.id,
              senderId: sender.id,
              senderUsername: sender.username,
              actorId: sender.id,
              actorUsername: sender.username,
            },
          },
        });
      }
    }
  }
  return count;
}
