// What the web build bundles for @babel/runtime's objectSpread2 when Relay's lib requires it
// (web/build/relay.ts, relayBabelHelpers): object spread, which Babel's helper stands in for.
// Babel passes the spread objects at odd places and object literals between them, which are
// copied with their descriptors, as Babel's helper copies them.
'use strict';

function objectSpread2(target) {
  for (var i = 1; i < arguments.length; i++) {
    var source = arguments[i] == null ? {} : arguments[i];
    Object.defineProperties(target, Object.getOwnPropertyDescriptors(i % 2 ? { ...source } : source));
  }
  return target;
}

module.exports = { __esModule: true, default: objectSpread2 };
