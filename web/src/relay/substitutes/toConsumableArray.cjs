// What the web build bundles for @babel/runtime's toConsumableArray when Relay's lib requires it
// (web/build/relay.ts, relayBabelHelpers): array spread, which Babel's helper stands in for. Both
// copy an iterable the same way (an array's holes as undefined); anything else throws a TypeError.
'use strict';

module.exports = { __esModule: true, default: (r) => [...r] };
