// What the web build bundles for `relay-runtime` (web/build/relay.ts): the package's own modules,
// re-exported under the names of its index, but only the names the app and react-relay's bundled
// hooks read. The index requires every module, and CommonJS is not tree-shaken. Written for Relay
// 21.0.1; bundledRelay.test.ts checks each name is the package's own and none is missing.
import RelayModernEnvironment from 'relay-runtime/lib/store/RelayModernEnvironment.js';
import RelayNetwork from 'relay-runtime/lib/network/RelayNetwork.js';
import RelayObservable from 'relay-runtime/lib/network/RelayObservable.js';
import RelayRecordSource from 'relay-runtime/lib/store/RelayRecordSource.js';
import RelayModernRecord from 'relay-runtime/lib/store/RelayModernRecord.js';
import RelayReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject.js';
import RelayModernStore from 'relay-runtime/lib/store/RelayModernStore.js';
import ConnectionHandlerModule from 'relay-runtime/lib/handlers/connection/ConnectionHandler.js';
import ConnectionInterfaceModule from 'relay-runtime/lib/handlers/connection/ConnectionInterface.js';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils.js';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector.js';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor.js';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag.js';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal.js';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext.js';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext.js';
import handlePotentialSnapshotErrorsModule from 'relay-runtime/lib/util/handlePotentialSnapshotErrors.js';

export { default as readInlineData } from 'relay-runtime/lib/store/readInlineData.js';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier.js';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry.js';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags.js';
export { default as getFragmentIdentifier } from 'relay-runtime/lib/util/getFragmentIdentifier.js';
export { default as getPaginationMetadata } from 'relay-runtime/lib/util/getPaginationMetadata.js';
export { default as getPaginationVariables } from 'relay-runtime/lib/util/getPaginationVariables.js';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment.js';
export { default as getRefetchMetadata } from 'relay-runtime/lib/util/getRefetchMetadata.js';
export { default as getValueAtPath } from 'relay-runtime/lib/util/getValueAtPath.js';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto.js';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise.js';

export const Environment = RelayModernEnvironment;
export const Network = RelayNetwork;
export const Observable = RelayObservable;
export const RecordSource = RelayRecordSource;
export const Record = RelayModernRecord;
export const ReplaySubject = RelayReplaySubject;
export const Store = RelayModernStore;
export const ConnectionHandler = ConnectionHandlerModule;
export const ConnectionInterface = ConnectionInterfaceModule;
export const { ID_KEY, ROOT_ID } = RelayStoreUtils;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { handlePotentialSnapshotErrors } = handlePotentialSnapshotErrorsModule;
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};
