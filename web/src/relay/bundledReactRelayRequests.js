// What the web build bundles for react-relay's APIs that send or fetch outside a render
// (relayRequests in web/build/relay.ts): apart from bundledReactRelay.js, so the entry carries
// none of them. bundledRelay.test.ts checks each name is the package's own.
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
export { commitLocalUpdate, fetchQuery } from './bundledRelayRuntimeRequests.js';
