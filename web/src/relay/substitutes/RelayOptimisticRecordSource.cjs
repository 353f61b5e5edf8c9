// What the web build bundles for relay-runtime/lib/store/RelayOptimisticRecordSource.js
// (web/build/relay.ts, relayRequests): the store calls it only while an optimistic update is
// applied, and only mutations make those; Relay's own module is provided by
// bundledRelayRuntimeRequests.js, which holds commitMutation.
'use strict';

let relayModule = null;

function original() {
  if (relayModule) return relayModule;
  throw new Error("RelayOptimisticRecordSource: an optimistic update before Relay's module was provided (web/src/relay/bundledRelayRuntimeRequests.js)");
}

module.exports = {
  create: (base) => original().create(base),
  getOptimisticRecordIDs: (source) => original().getOptimisticRecordIDs(source),
  provide: (module) => {
    relayModule = module;
  },
};
