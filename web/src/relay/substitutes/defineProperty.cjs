// What the web build bundles for @babel/runtime's defineProperty when Relay's lib requires it
// (web/build/relay.ts, relayBabelHelpers): Babel's code, with the key made by toPropertyKey.cjs.
'use strict';

var toPropertyKey = require('./toPropertyKey.cjs').default;

function defineProperty(target, key, value) {
  key = toPropertyKey(key);
  if (key in target) Object.defineProperty(target, key, { value: value, enumerable: true, configurable: true, writable: true });
  else target[key] = value;
  return target;
}

module.exports = { __esModule: true, default: defineProperty };
