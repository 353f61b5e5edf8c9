// What the web build bundles for @babel/runtime's toPropertyKey when Relay's lib requires it
// (web/build/relay.ts, relayBabelHelpers): the key a computed property name makes of a value,
// which is what Babel's helper computes (without its typeof and toPrimitive helpers).
'use strict';

function toPropertyKey(value) {
  return Reflect.ownKeys({ [value]: 0 })[0];
}

module.exports = { __esModule: true, default: toPropertyKey };
