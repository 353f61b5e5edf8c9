import { describe, expect, it } from 'vitest';
import { cutPreview, groupNotifications, messagePreviewText, type GroupableNotification } from './notificationGrouping';

const ana = { id: 'U1', username: 'ana', displayName: 'Ana' };
const ben = { id: 'U2', username: 'ben', displayName: 'Ben' };

function n(id: string, type: string, actor: GroupableNotification['actor'], isRead = false, relatedId: string | null = null): GroupableNotification {
  return { id, type, actor, isRead, preview: `${actor?.username ?? '?'}: text ${id}`, relatedId };
}

describe('groupNotifications', () => {
  it('merges message notifications per sender at the place of the newest, keeping others single', () => {
    const rows = groupNotifications([
      n('5', 'MESSAGE', ana),
      n('4', 'POST_COMMENT', ben),
      n('3', 'MESSAGE', ben, true),
      n('2', 'MESSAGE', ana, true),
      n('1', 'MESSAGE', ana),
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['sender', 'single', 'sender']);
    const first = rows[0]!;
    if (first.kind !== 'sender') throw new Error('expected a sender row');
    expect(first.latest.id).toBe('5');
    expect(first.items.map((i) => i.id)).toEqual(['5', '2', '1']);
    expect(first.count).toBe(3);
    expect(first.unreadCount).toBe(2);
    const third = rows[2]!;
    if (third.kind !== 'sender') throw new Error('expected a sender row');
    expect(third.count).toBe(1);
    expect(third.unreadCount).toBe(0);
  });

  it('never groups comment or moderation notifications, even from one actor', () => {
    const rows = groupNotifications([n('3', 'POST_COMMENT', ana), n('2', 'POST_COMMENT', ana), n('1', 'ADMIN_ACTION', null)]);
    expect(rows.map((r) => r.key)).toEqual(['3', '2', '1']);
  });

  it('groups messages of a deleted sender by conversation', () => {
    const rows = groupNotifications([n('3', 'MESSAGE', null, false, '7'), n('2', 'MESSAGE', null, false, '8'), n('1', 'MESSAGE', null, false, '7')]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.kind === 'sender' && rows[0]!.count).toBe(2);
  });
});

describe('previews', () => {
  it('keeps texts of up to 100 characters as they are (whitespace collapsed)', () => {
    const text = 'a'.repeat(100);
    expect(cutPreview(text)).toBe(text);
    expect(cutPreview('  hello\n\n  world ')).toBe('hello world');
  });

  it('cuts longer texts to 100 characters plus an ellipsis, idempotently', () => {
    const cut = cutPreview('b'.repeat(150));
    expect(cut).toBe(`${'b'.repeat(100)}…`);
    expect(cutPreview(cut)).toBe(cut);
  });

  it('does not split an emoji', () => {
    const cut = cutPreview('😀'.repeat(120));
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut.endsWith('😀…')).toBe(true);
  });

  it('drops the sender prefix of a message preview shown under the sender', () => {
    expect(messagePreviewText('ana: hi there', 'ana')).toBe('hi there');
    expect(messagePreviewText('ben: hi there', 'ana')).toBe('ben: hi there');
    expect(messagePreviewText('hi', null)).toBe('hi');
  });
});
