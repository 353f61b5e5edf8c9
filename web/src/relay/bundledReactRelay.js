// What the web build bundles for `react-relay` (web/build/relay.ts): the hooks the app imports,
// from the package's own modules, instead of its hooks entry, which also brings entry points,
// useQueryLoader, useMutationAction_EXPERIMENTAL and the rest (CommonJS: nothing is tree-shaken).
// A name the app starts to import fails the build until it is added here. Written for Relay
// 21.0.1; bundledRelay.test.ts checks each name is the package's own.
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery.js';

export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { ConnectionHandler, graphql, readInlineData } from 'relay-runtime';

export const { loadQuery } = loadQueryModule;
