// What the web build bundles for relay-runtime/lib/store/live-resolvers/LiveResolverCache.js
// (web/build/relay.ts, relaySubstitutes): the app defines no Relay Resolvers, and the build
// fails when an artifact or app module names one. Then the store's resolver cache never holds a
// thing: reads go through Relay's own NoopResolverCache (they never meet a resolver field), and the
// store's other calls do what LiveResolverCache does while it is empty (bundledRelay.test.ts).
'use strict';

const { NoopResolverCache } = require('relay-runtime/lib/store/ResolverCache.js');
const invariant = require('invariant');

class LiveResolverCache extends NoopResolverCache {
  constructor() {
    super();
    this._handlingBatch = false;
  }

  // Asked only for a live resolver's record, and there is none.
  getLiveResolverPromise() {
    invariant(false, 'Expected to find record for live resolver.');
  }

  // No live state ever changes, so a batch has nothing to publish.
  batchLiveStateUpdates(callback) {
    invariant(!this._handlingBatch, 'Unexpected nested call to batchLiveStateUpdates.');
    this._handlingBatch = true;
    try {
      callback();
    } finally {
      this._handlingBatch = false;
    }
  }

  batchLiveStateUpdatesWithoutNotify(callback) {
    invariant(!this._handlingBatch, 'Unexpected nested call to batchLiveStateUpdates.');
    this._handlingBatch = true;
    try {
      callback();
    } finally {
      this._handlingBatch = false;
      // As in LiveResolverCache, whose `return` here also drops what the callback threw.
      // eslint-disable-next-line no-unsafe-finally
      return false;
    }
  }

  // Both act only on records of type __RELAY_RESOLVER__, which only the resolver cache makes.
  unsubscribeFromLiveResolverRecords() {}
  invalidateResolverRecords() {}
}

module.exports = {
  LiveResolverCache,
  RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY: '__resolverLiveStateSubscription',
  getUpdatedDataIDs: (updatedRecords) => updatedRecords,
};
