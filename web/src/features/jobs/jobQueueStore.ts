// Optimistic store edits the job mutations share: a job's edge out of the failed-job list, the
// queue's counts moved.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

export function removeJobEdge(store: RecordSourceSelectorProxy, connectionId: string, jobId: string): void {
  const connection = store.get(connectionId);
  const edges = connection?.getLinkedRecords('edges');
  if (connection && edges) connection.setLinkedRecords(edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== jobId), 'edges');
}

export function shiftCounts(store: RecordSourceSelectorProxy, queueId: string, by: Partial<Record<'dead' | 'waiting', number>>): void {
  const queue = store.get(queueId);
  if (!queue) return;
  for (const [field, delta] of Object.entries(by)) {
    const value = queue.getValue(field);
    if (typeof value === 'number') queue.setValue(Math.max(0, value + delta), field);
  }
}
