// What the web build bundles for relay-runtime/lib/handlers/RelayDefaultHandlerProvider.js
// (web/build/relay.ts, relayRequests): the connection handler at once; the mutation handlers
// (@deleteRecord, @appendEdge …), which only mutation and subscription payloads carry, from Relay's
// own provider once bundledRelayRuntimeRequests.js, which holds what sends those, has provided it.
'use strict';

const ConnectionHandler = require('relay-runtime/lib/handlers/connection/ConnectionHandler.js');

let relayProvider = null;

function RelayDefaultHandlerProvider(handle) {
  if (handle === 'connection') return ConnectionHandler;
  if (relayProvider) return relayProvider(handle);
  throw new Error(`RelayDefaultHandlerProvider: \`${handle}\` before Relay's provider was provided (web/src/relay/bundledRelayRuntimeRequests.js)`);
}

RelayDefaultHandlerProvider.provide = (original) => {
  relayProvider = original;
};

module.exports = RelayDefaultHandlerProvider;
