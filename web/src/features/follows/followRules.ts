// How the web client matches a tag or sector with the viewer's follows: the server stores tags in
// lower case (a predefined one as listed) and sectors by their taxonomy name, so both compare
// without regard to case or surrounding space.
export type TopicFollowType = 'TAG' | 'SECTOR';

const keyOf = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export function findFollow<T extends { id: string; value: string }>(
  value: string,
  follows: readonly (T | null | undefined)[],
): T | null {
  const key = keyOf(value);
  return follows.find((f): f is T => f != null && keyOf(f.value) === key) ?? null;
}
