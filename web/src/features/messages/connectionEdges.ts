// Adding a node to a connection in the store unless it is already there (a message can come
// both as the answer to the send and as the live event; a conversation both from the list
// query and from conversationUpdated).
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export function connectionHasNode(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
}

export function insertNodeOnce(
  store: RecordSourceSelectorProxy,
  connection: RecordProxy,
  node: RecordProxy,
  edgeTypeName: string,
  where: 'start' | 'end',
): boolean {
  if (connectionHasNode(connection, node.getDataID())) return false;
  const edge = ConnectionHandler.createEdge(store, connection, node, edgeTypeName);
  if (where === 'start') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
  return true;
}
