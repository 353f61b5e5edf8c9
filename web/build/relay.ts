// The browser build's Relay (used by web/vite.config.ts): only what the app uses, in the builds that run.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Relay's CommonJS builds are not tree-shaken: `relay-runtime`'s index requires every module and
 * `react-relay`'s entries every hook (and the legacy containers). The browser build takes both
 * packages through entries of ours that re-export only what is used (web/src/relay/bundled*.js).
 * The server's renderer keeps the packages as they are (it loads them from node_modules).
 */
const RELAY_VERSION = '21.0.1';
export const relayUsedExportsOnly = [
  { find: /^react-relay$/, replacement: path.join(webRoot, 'src/relay/bundledReactRelay.js') },
  { find: /^relay-runtime$/, replacement: path.join(webRoot, 'src/relay/bundledRelayRuntime.js') },
];
/** For the server renderer: react-relay's hooks entry has every export the app imports. */
export const relayHooksOnly = [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }];

/**
 * The Relay APIs that send a mutation or subscription, or fetch outside a render, serve code that
 * runs after the first render (mutation documents, dialogs, the members' shell). The browser build
 * bundles them apart from the entry's Relay, in web/src/relay/bundled*Requests.js: an app module's
 * import of these names goes there (`relayRequestsApart`), and so do the requires of react-relay's
 * two hooks that call them. A page loads them with the first module that imports one. What only
 * those make the store do comes with them too (`substitutes`): the handlers of @deleteRecord,
 * @appendEdge … (a handler provider with only the connection handler stands in for Relay's) and
 * optimistic updates; that entry provides Relay's own modules to the stand-ins.
 */
export const relayRequests = {
  'react-relay': { entry: 'src/relay/bundledReactRelayRequests.js', names: ['useMutation', 'useSubscription', 'commitLocalUpdate', 'fetchQuery'] },
  'relay-runtime': {
    entry: 'src/relay/bundledRelayRuntimeRequests.js',
    names: ['commitMutation', 'requestSubscription', 'commitLocalUpdate', 'fetchQuery'],
    substitutes: {
      'handlers/RelayDefaultHandlerProvider.js': 'RelayDefaultHandlerProvider.cjs',
      'store/RelayOptimisticRecordSource.js': 'RelayOptimisticRecordSource.cjs',
    },
  },
} as const;
/** react-relay's hooks that read relayRequests' relay-runtime names from their require('relay-runtime'). */
export const relayRequestHooks = ['useMutation.js', 'useSubscription.js'];

/**
 * An app module's imports and re-exports from react-relay or relay-runtime (as JavaScript: types
 * stripped) with the names of relayRequests taken from their entry in web/src/relay; null when it
 * names none. A name it misses fails the build: the entry's bundled*.js do not export it.
 */
export function withRelayRequestsApart(code: string): string | null {
  let changed = false;
  const result = code.replace(/\b(import|export)\s*\{([^}]*)\}\s*from\s*(["'])(react-relay|relay-runtime)\3;?/g, (statement, keyword: string, list: string, quote: string, pkg: keyof typeof relayRequests) => {
    const { entry, names } = relayRequests[pkg];
    const specifiers = list.split(',').map((name) => name.trim()).filter(Boolean);
    const isRequest = (specifier: string) => (names as readonly string[]).includes(specifier.split(/\s+as\s+/)[0]!);
    const requests = specifiers.filter(isRequest);
    if (requests.length === 0) return statement;
    changed = true;
    const rest = specifiers.filter((specifier) => !isRequest(specifier));
    const fromRequests = `${keyword} { ${requests.join(', ')} } from ${JSON.stringify(path.join(webRoot, entry))};`;
    return rest.length === 0 ? fromRequests : `${keyword} { ${rest.join(', ')} } from ${quote}${pkg}${quote}; ${fromRequests}`;
  });
  return changed ? result : null;
}

/** A resolveId hook: relay-runtime's requires of `substitutes`' modules (lib paths) go to their substitute in web/src/relay/substitutes. */
function substitutesFor(substitutes: Record<string, string>) {
  const libDir = path.dirname(require.resolve('relay-runtime/lib/index.js'));
  const substituteOf = new Map(Object.entries(substitutes).map(([module, by]) => [path.join(libDir, module), path.join(webRoot, 'src/relay/substitutes', by)]));
  return {
    order: 'pre' as const,
    handler(source: string, importer: string | undefined) {
      if (!importer?.startsWith(libDir) || !source.startsWith('.')) return null;
      return substituteOf.get(path.resolve(path.dirname(importer), source.endsWith('.js') ? source : `${source}.js`)) ?? null;
    },
  };
}

export function relayRequestsApart(): Plugin {
  const hooksDir = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));
  const hooks = new Set(relayRequestHooks.map((hook) => path.join(hooksDir, hook)));
  const runtimeRequests = JSON.stringify(path.join(webRoot, relayRequests['relay-runtime'].entry));
  return {
    name: 'commons:relay-requests-apart',
    apply: 'build',
    resolveId: substitutesFor(relayRequests['relay-runtime'].substitutes),
    transform(code, id) {
      if (hooks.has(id)) {
        const required = code.replace(/require\((["'])relay-runtime\1\)/g, `require(${runtimeRequests})`);
        if (required === code) this.error(`${id} no longer requires relay-runtime: check relayRequestHooks`);
        return required;
      }
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      return withRelayRequestsApart(code);
    },
  };
}

/**
 * react-relay 21 has two builds of three hooks and chooses on every call by
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY: true by default, and the app never sets a flag,
 * so the _EXPERIMENTAL build is the one that runs. The browser build resolves each chooser module to
 * that build; the other is never called, and no longer bundled. Fails the build when the installed
 * Relay is not the version this was checked against, its default differs, or app code names the flags.
 */
export function relayDefaultHookBuildsOnly(): Plugin {
  const hooksDir = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));
  const chosen = new Map(
    ['useFragmentInternal', 'useLoadMoreFunction', 'useQueryLoader'].map((hook) => [
      path.join(hooksDir, `${hook}.js`),
      path.join(hooksDir, `${hook}_EXPERIMENTAL.js`),
    ]),
  );
  const ourRelayEntries = new Set(relayUsedExportsOnly.map((alias) => alias.replacement));
  return {
    name: 'commons:relay-default-hook-builds-only',
    apply: 'build',
    buildStart() {
      for (const pkg of ['react-relay', 'relay-runtime']) {
        const { version } = require(`${pkg}/package.json`) as { version: string };
        if (version !== RELAY_VERSION) {
          this.error(
            `${pkg} is ${version}: check web/build/relay.ts and web/src/relay/bundled*.js against it, then set RELAY_VERSION`,
          );
        }
      }
      const flags = require('relay-runtime/lib/util/RelayFeatureFlags.js') as { ENABLE_ACTIVITY_COMPATIBILITY: boolean };
      if (flags.ENABLE_ACTIVITY_COMPATIBILITY !== true) this.error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is no longer true by default');
    },
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (!importer?.startsWith(hooksDir) || !source.startsWith('./')) return null;
        return chosen.get(path.resolve(path.dirname(importer), source.endsWith('.js') ? source : `${source}.js`)) ?? null;
      },
    },
    transform(code, id) {
      if (id.includes('node_modules') || ourRelayEntries.has(id) || !code.includes('RelayFeatureFlags')) return null;
      this.error(`${id} names RelayFeatureFlags: the build assumes Relay's default flags (relayDefaultHookBuildsOnly)`);
    },
  };
}

/**
 * What of relay-runtime only features the app does not use reach, and what the browser build
 * bundles instead: `modules` by a substitute (in web/src/relay/substitutes), `methods` (of the
 * reader, normalizer, checker and GC marker, each called only for the feature's node `kinds`, and
 * of the executor, called only for what those make) by one that throws. `uses` finds the feature in
 * an app module or a compiled artifact: the build then fails. bundledRelay.test.ts checks all this
 * and runs every app operation through both Relays.
 */
export const relaySubstitutes: Array<{
  feature: string;
  uses: RegExp;
  kinds?: string[];
  modules?: Record<string, string>;
  methods?: Record<string, string[]>;
}> = [
  {
    feature: 'Relay Resolvers',
    uses: /RelayResolver|LiveResolver|ClientEdgeTo|exec_time_resolvers|__RELAY_RESOLVER__|relay-runtime\/experimental/,
    kinds: ['RelayResolver', 'RelayLiveResolver', 'ClientEdgeToClientObject', 'ClientEdgeToServerObject'],
    modules: {
      // The store's resolver cache: with no resolver fields, Relay's own NoopResolverCache does its part.
      'store/live-resolvers/LiveResolverCache.js': 'LiveResolverCache.cjs',
      // What the reader calls only while it computes a resolver field.
      'store/ResolverFragments.js': 'ResolverFragments.cjs',
    },
    methods: {
      'store/RelayReader.js': ['_readResolverField', '_readResolverFieldImpl', '_propagateResolverMetadata', '_readClientEdge'],
      'store/RelayReferenceMarker.js': ['_traverseClientEdgeToClientObject', '_traverseResolverField'],
    },
  },
  {
    feature: '@defer, @stream, @module and @as_actor',
    uses: /(["'`])(?:Defer|Stream|ModuleImport|ActorChange)\1/,
    kinds: ['Defer', 'Stream', 'ModuleImport', 'ActorChange'],
    methods: {
      'store/RelayReader.js': ['_readActorChange', '_readModuleImport'],
      'store/RelayResponseNormalizer.js': ['_normalizeDefer', '_normalizeStream', '_normalizeModuleImport', '_normalizeActorChange'],
      'store/DataChecker.js': ['_checkModuleImport', '_checkActorChange'],
      'store/RelayReferenceMarker.js': ['_traverseModuleImport'],
      // What the executor does with the follow-ups and placeholders that only those normalizer methods make.
      'store/OperationExecutor.js': [
        '_processFollowupPayload',
        '_processFollowupPayloadWithNormalizationNode',
        '_handleFollowupPayload',
        '_normalizeFollowupPayload',
        '_processOptimisticModuleImport',
        '_processAsyncOptimisticModuleImport',
        '_processIncrementalPlaceholder',
        '_processDeferResponse',
        '_processStreamResponse',
        '_normalizeStreamItem',
      ],
    },
  },
  {
    feature: 'updatable queries and fragments',
    uses: /readUpdatable/,
    // Called only by the store proxies' readUpdatableQuery and readUpdatableFragment.
    modules: { 'mutations/readUpdatableQuery.js': 'readUpdatable.cjs', 'mutations/readUpdatableFragment.js': 'readUpdatable.cjs' },
  },
  {
    feature: 'declarative mutation configs',
    uses: /\bconfigs\b/,
    // Called only when commitMutation or requestSubscription is given `configs`.
    modules: { 'mutations/RelayDeclarativeMutationConfig.js': 'RelayDeclarativeMutationConfig.cjs' },
  },
];

/**
 * A relay-runtime lib module (`module`, as in relaySubstitutes) with the methods of relaySubstitutes
 * replaced by ones that throw; null when it has none. Throws when a method is not found once.
 */
export function withoutUnusedRelayMethods(module: string, code: string): string | null {
  const stubs = relaySubstitutes.flatMap(({ feature, methods }) => (methods?.[module] ?? []).map((method) => ({ feature, method })));
  if (stubs.length === 0) return null;
  const lines = code.split('\n');
  for (const { feature, method } of stubs) {
    const starts = lines.flatMap((line, index) => (line.startsWith(`  _proto.${method} = function ${method}(`) ? [index] : []));
    const end = lines.findIndex((line, index) => index > starts[0]! && line === '  };');
    if (starts.length !== 1 || end < 0) throw new Error(`relay-runtime/lib/${module}: method ${method} not found once (relaySubstitutes)`);
    lines.splice(starts[0]!, end - starts[0]! + 1, `  _proto.${method} = function ${method}() {`, `    throw new Error('${method}: ${feature} are not in this build (web/build/relay.ts)');`, '  };');
  }
  return lines.join('\n');
}

/**
 * The browser build resolves each module of relaySubstitutes to its substitute when relay-runtime
 * requires it, replaces its methods, and fails when an app module or artifact (anything outside
 * node_modules) uses a feature it leaves out.
 */
export function relayUnusedFeaturesOut(): Plugin {
  const libDir = path.dirname(require.resolve('relay-runtime/lib/index.js'));
  const substitutesDir = path.join(webRoot, 'src/relay/substitutes');
  return {
    name: 'commons:relay-unused-features-out',
    apply: 'build',
    resolveId: substitutesFor(Object.assign({}, ...relaySubstitutes.map(({ modules = {} }) => modules))),
    transform(code, id) {
      if (id.startsWith(libDir)) {
        try {
          return withoutUnusedRelayMethods(path.relative(libDir, id), code);
        } catch (error) {
          this.error((error as Error).message);
        }
      }
      if (id.includes('node_modules') || id.startsWith(substitutesDir)) return null;
      for (const { feature, uses } of relaySubstitutes) {
        const found = uses.exec(code);
        if (found) this.error(`${id} uses ${feature} ("${found[0]}"), which the browser build leaves out of Relay: see relaySubstitutes in web/build/relay.ts`);
      }
      return null;
    },
  };
}

/**
 * Five of @babel/runtime's helpers that Relay's lib requires, as modern code (web/src/relay/
 * substitutes): toConsumableArray is array spread, objectSpread2 object spread, toPropertyKey a
 * computed key, defineProperty Babel's code on it, createForOfIteratorHelper Babel's own code less
 * its fallbacks for engines without Symbol.iterator. They drop unsupportedIterableToArray, typeof,
 * toPrimitive and four more helpers. bundledRelay.test.ts compares each with Babel's on values of
 * every kind; the build fails when Babel's helpers (the files whose hash is below) or Relay's
 * calls change.
 */
export const relayBabelHelpers = {
  helpers: {
    createForOfIteratorHelper: 'createForOfIteratorHelper.cjs',
    toConsumableArray: 'toConsumableArray.cjs',
    objectSpread2: 'objectSpread2.cjs',
    defineProperty: 'defineProperty.cjs',
    toPropertyKey: 'toPropertyKey.cjs',
  },
  checkedHash: 'BSpkY8A_3LCcFi1J',
  // A call with a second argument (allowArrayLike), which is what the fallback serves.
  arrayLikeCall: /_createForOfIteratorHelper\w*\["default"\]\)\((?:[^(),]|\([^()]*\))*,/,
};

/** The helpers of relayBabelHelpers and those they require, hashed. */
export function babelHelpersHash(): string {
  const dir = path.dirname(require.resolve('@babel/runtime/helpers/createForOfIteratorHelper'));
  const files = new Set(Object.keys(relayBabelHelpers.helpers).map((name) => path.join(dir, `${name}.js`)));
  const hash = createHash('sha256');
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    hash.update(code);
    for (const [, required] of code.matchAll(/require\("(\.\/[^"]+)"\)/g)) files.add(path.join(dir, required!));
  }
  return hash.digest('base64url').slice(0, 16);
}

export function relayNativeBabelHelpers(): Plugin {
  const relayLibs = ['relay-runtime', 'react-relay'].map((pkg) => `${path.dirname(require.resolve(`${pkg}/package.json`))}${path.sep}lib${path.sep}`);
  const substitutes = new Map(
    Object.entries(relayBabelHelpers.helpers).map(([name, by]) => [`@babel/runtime/helpers/${name}`, path.join(webRoot, 'src/relay/substitutes', by)]),
  );
  return {
    name: 'commons:relay-native-babel-helpers',
    apply: 'build',
    buildStart() {
      const hash = babelHelpersHash();
      if (hash !== relayBabelHelpers.checkedHash) {
        this.error(`@babel/runtime's ${Object.keys(relayBabelHelpers.helpers).join(', ')} changed (hash ${hash}): check web/src/relay/substitutes against them, then set relayBabelHelpers.checkedHash`);
      }
    },
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (!importer || !relayLibs.some((lib) => importer.startsWith(lib))) return null;
        return substitutes.get(source) ?? null;
      },
    },
    transform(code, id) {
      if (relayLibs.some((lib) => id.startsWith(lib)) && relayBabelHelpers.arrayLikeCall.test(code)) this.error(`${id} asks createForOfIteratorHelper for array-likes: see relayBabelHelpers`);
      return null;
    },
  };
}
