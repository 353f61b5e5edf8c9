// What the web build bundles for relay-runtime/lib/mutations/readUpdatableQuery.js and
// readUpdatableFragment.js (web/build/relay.ts, relaySubstitutes): only the store proxies'
// readUpdatableQuery and readUpdatableFragment call them, the app calls neither, and the build
// fails when app code names one. So createUpdatableProxy (the updatable data) is not bundled.
'use strict';

function notInThisBuild() {
  throw new Error('readUpdatableQuery/readUpdatableFragment are not in this build (web/build/relay.ts, relaySubstitutes)');
}

module.exports = { readUpdatableQuery: notInThisBuild, readUpdatableFragment: notInThisBuild };
