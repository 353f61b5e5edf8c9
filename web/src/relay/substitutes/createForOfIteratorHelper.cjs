// What the web build bundles for @babel/runtime's createForOfIteratorHelper when Relay's lib
// requires it (web/build/relay.ts, relayBabelHelpers): Babel's own code for an iterable, less the
// fallbacks for engines without Symbol.iterator (and for array-likes, which Relay never asks for).
// Every iterable goes through the same calls; anything else throws a TypeError, as it did.
'use strict';

function createForOfIteratorHelper(r) {
  var t = r[Symbol.iterator] || r['@@iterator'];
  if (!t) throw new TypeError('Invalid attempt to iterate non-iterable instance.');
  var o,
    a = true,
    u = false;
  return {
    s: function () {
      t = t.call(r);
    },
    n: function () {
      var step = t.next();
      return (a = step.done), step;
    },
    e: function (error) {
      u = true;
      o = error;
    },
    f: function () {
      try {
        a || t.return == null || t.return();
      } finally {
        if (u) throw o;
      }
    },
  };
}

module.exports = { __esModule: true, default: createForOfIteratorHelper };
