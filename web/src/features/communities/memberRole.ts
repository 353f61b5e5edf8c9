// A member's role in the loaded members list. Members have no id of their own, so the row is
// found by its user in the list's connection.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export type EditableRole = 'MODERATOR' | 'MEMBER';

export function setMemberRole(store: RecordSourceSelectorProxy, connectionId: string, userId: string, role: EditableRole): void {
  const connection = store.get(connectionId);
  for (const edge of connection?.getLinkedRecords('edges') ?? []) {
    const node = edge?.getLinkedRecord('node');
    if (node?.getLinkedRecord('user')?.getDataID() === userId) node.setValue(role, 'role');
  }
}
