// What the web build bundles for relay-runtime's APIs that send or fetch outside a render
// (relayRequests in web/build/relay.ts): apart from bundledRelayRuntime.js, so the entry carries
// none of them. bundledRelay.test.ts checks each name is the package's own.
import RelayDefaultHandlerProvider from 'relay-runtime/lib/handlers/RelayDefaultHandlerProvider.js';
import RelayOptimisticRecordSource from 'relay-runtime/lib/store/RelayOptimisticRecordSource.js';
import DeferredHandlerProvider from './substitutes/RelayDefaultHandlerProvider.cjs';
import DeferredOptimisticRecordSource from './substitutes/RelayOptimisticRecordSource.cjs';

export { default as commitLocalUpdate } from 'relay-runtime/lib/mutations/commitLocalUpdate.js';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation.js';
export { default as requestSubscription } from 'relay-runtime/lib/subscription/requestSubscription.js';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery.js';

// Only what is sent from here makes optimistic updates and payloads with @deleteRecord,
// @appendEdge …: the store meets Relay's modules for those from now on (relayRequests' substitutes).
DeferredHandlerProvider.provide(RelayDefaultHandlerProvider);
DeferredOptimisticRecordSource.provide(RelayOptimisticRecordSource);
