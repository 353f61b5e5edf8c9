// The browser build's Relay (web/build/relay.ts) is the packages' own code, less what never runs:
// the entries of bundledRelayRuntime.js and bundledReactRelay.js, and their *Requests.js apart,
// re-export the packages' own values, every name the bundled react-relay modules read from
// relay-runtime is there (and nothing nobody reads), app imports of the request APIs go apart, the hook builds the build keeps are the ones react-relay calls with its default
// flags, and the modules it replaces (relaySubstitutes) are reached only through features the app
// does not use, and behave like the originals for what the app does.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  babelHelpersHash,
  relayBabelHelpers,
  relayRequestHooks,
  relayRequests,
  relaySubstitutes,
  withRelayRequestsApart,
  withoutUnusedRelayMethods,
} from '../../build/relay.js';

const require = createRequire(import.meta.url);
const relayRuntime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const reactRelayHooks = require('react-relay/hooks') as Record<string, unknown>;
const hooksDir = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));
const entry = (name: string) => new URL(`./${name}`, import.meta.url).pathname;
const load = (name: string) => import(/* @vite-ignore */ entry(name)) as Promise<Record<string, unknown>>;
const RUNTIME_ENTRIES = ['bundledRelayRuntime.js', 'bundledRelayRuntimeRequests.js'];
const REACT_RELAY_ENTRIES = ['bundledReactRelay.js', 'bundledReactRelayRequests.js'];
/** What the build's entries for one package export together. */
const loadAll = async (names: string[]) => Object.assign({}, ...(await Promise.all(names.map(load)))) as Record<string, unknown>;

/** The modules a bundled react-relay entry reaches through relative requires, as the build resolves them. */
function reactRelayModulesReached(): string[] {
  const starts = REACT_RELAY_ENTRIES.flatMap((name) =>
    [...readFileSync(entry(name), 'utf8').matchAll(/from '(react-relay\/lib\/[^']+)'/g)].map((m) => require.resolve(m[1]!)),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/require\((['"])(\.{1,2}\/[^'"]+)\1\)/g)) {
      const required = require.resolve(m[2]!, { paths: [path.dirname(file)] });
      visit(defaultBuildOf.get(required) ?? required);
    }
  };
  starts.forEach(visit);
  return [...seen];
}

/** The chooser modules and the build each one calls while ENABLE_ACTIVITY_COMPATIBILITY is true. */
const defaultBuildOf = new Map(
  ['useFragmentInternal', 'useLoadMoreFunction', 'useQueryLoader'].map((hook) => [
    path.join(hooksDir, `${hook}.js`),
    path.join(hooksDir, `${hook}_EXPERIMENTAL.js`),
  ]),
);

/**
 * Names a CommonJS module reads from its require('relay-runtime') binding (and that binding's
 * __internal); '(whole module)' when the binding is used any other way (passed on, indexed).
 */
function relayRuntimeNamesRead(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, binding] of code.matchAll(/var (\w+) = (?:_interopRequireDefault\()?require\(['"]relay-runtime['"]\)/g)) {
    for (const [, name] of code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) if (name !== '__internal') names.add(name!);
    if (new RegExp(`\\b${binding}\\b(?![.$]| = (?:_interopRequireDefault\\()?require)`).test(code)) names.add('(whole module)');
    for (const [, internal] of code.matchAll(new RegExp(`(\\w+) = ${binding}\\.__internal\\b`, 'g'))) {
      for (const [, name] of code.matchAll(new RegExp(`\\b${internal}\\.(\\w+)`, 'g'))) names.add(`__internal.${name}`);
    }
    for (const [, name] of code.matchAll(new RegExp(`\\b${binding}\\.__internal\\.(\\w+)`, 'g'))) names.add(`__internal.${name}`);
  }
  return [...names];
}

/** Every name web/src imports from `pkg` (types too: enough to tell what is never imported). */
function namesImportedFrom(pkg: string): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const dirent of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, dirent.name);
      if (dirent.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(dirent.name) && !dirent.name.endsWith('.test.ts')) {
        for (const [, list] of readFileSync(file, 'utf8').matchAll(new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g'))) {
          for (const name of list!.split(',')) names.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
        }
      }
    }
  };
  visit(fileURLToPath(new URL('..', import.meta.url)));
  return names;
}

describe("the build's relay-runtime", () => {
  it("re-exports the package's own values", async () => {
    const bundled = await loadAll(RUNTIME_ENTRIES);
    for (const [name, value] of Object.entries(bundled)) {
      if (name === '__internal') {
        for (const [internal, fn] of Object.entries(value as object)) expect(fn, `__internal.${internal}`).toBe(relayRuntime.__internal[internal]);
      } else {
        expect(value, name).toBe(relayRuntime[name]);
      }
    }
  });

  it('has every name the bundled react-relay modules read from relay-runtime, where the build sends their require', async () => {
    const bundled = await load('bundledRelayRuntime.js');
    const requests = await load('bundledRelayRuntimeRequests.js');
    const internal = bundled.__internal as Record<string, unknown>;
    const modules = reactRelayModulesReached();
    expect(modules.length).toBeGreaterThan(20);
    const missing = modules.flatMap((file) => {
      const target = relayRequestHooks.includes(path.basename(file)) ? requests : bundled;
      return relayRuntimeNamesRead(file)
        .filter((name) => (name.startsWith('__internal.') ? !(name.slice(11) in internal) : !(name in target)))
        .map((name) => `${path.basename(file)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('exports nothing that is not used', async () => {
    const bundled = await loadAll(RUNTIME_ENTRIES);
    const read = new Set(reactRelayModulesReached().flatMap(relayRuntimeNamesRead));
    const reexported = REACT_RELAY_ENTRIES.flatMap((name) =>
      [...readFileSync(entry(name), 'utf8').matchAll(/export \{([^}]*)\} from '(?:relay-runtime|\.\/bundledRelayRuntimeRequests\.js)'/g)].flatMap((m) =>
        m[1]!.split(',').map((exported) => exported.trim()),
      ),
    );
    const used = new Set([...read, ...namesImportedFrom('relay-runtime'), ...reexported]);
    const unused = Object.keys(bundled).filter((name) => name !== '__internal' && !used.has(name));
    const unusedInternal = Object.keys(bundled.__internal as object).filter((name) => !used.has(`__internal.${name}`));
    expect([...unused, ...unusedInternal]).toEqual([]);
  });
});

describe("the build's react-relay", () => {
  it("re-exports the package's own values, each one the app imports", async () => {
    const bundled = await loadAll(REACT_RELAY_ENTRIES);
    expect(Object.keys(bundled).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(bundled)) expect(value, name).toBe(reactRelayHooks[name]);
    const imported = namesImportedFrom('react-relay');
    expect(Object.keys(bundled).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('keeps the hook builds that run with the default flags, and not the others', () => {
    expect((relayRuntime.RelayFeatureFlags as Record<string, unknown>).ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    for (const [chooser, chosen] of defaultBuildOf) {
      const code = readFileSync(chooser, 'utf8');
      const variable = new RegExp(`var (\\w+) = (?:_interopRequireDefault\\()?require\\(['"]\\./${path.basename(chosen, '.js')}['"]\\)`).exec(code)?.[1];
      expect(variable, chooser).toBeTruthy();
      // if (…ENABLE_ACTIVITY_COMPATIBILITY) { return (0, X["default"])(…) } or return X(…)
      expect(code, chooser).toMatch(new RegExp(`ENABLE_ACTIVITY_COMPATIBILITY\\) \\{\\s*return (?:\\(0, )?${variable}(?:\\["default"\\]\\))?\\(`));
    }
    const reached = reactRelayModulesReached().map((file) => path.basename(file));
    expect(reached).toEqual(expect.arrayContaining(['useFragmentInternal_EXPERIMENTAL.js', 'useLoadMoreFunction_EXPERIMENTAL.js', 'useQueryLoader_EXPERIMENTAL.js']));
    for (const chooser of defaultBuildOf.keys()) expect(reached).not.toContain(path.basename(chooser));
    expect(reached).not.toContain('useFragmentInternal_CURRENT.js');
  });
});

type StandIn = { provide(relayModule: unknown): void };
/** A stand-in of relayRequests loaded afresh (nothing provided yet), with Relay's own module. */
function freshStandIn<T>(module: string): { standIn: T & StandIn; relayModule: T } {
  const file = requestSubstituteOf.get(path.join(runtimeLib, module))!;
  delete require.cache[file];
  const standIn = require(file) as T & StandIn;
  delete require.cache[file];
  return { standIn, relayModule: require(`relay-runtime/lib/${module}`) as T };
}

describe("the build's Relay request APIs, apart from the entry's Relay (relayRequests)", () => {
  it("stand in for the store's handler provider: the connection handler at once, the mutation handlers once Relay's provider is provided", () => {
    type Provider = (handle: string) => unknown;
    const { standIn, relayModule } = freshStandIn<Provider>('handlers/RelayDefaultHandlerProvider.js');
    const handles = [...readFileSync(require.resolve('relay-runtime/lib/handlers/RelayDefaultHandlerProvider.js'), 'utf8').matchAll(/case '(\w+)':/g)].map((m) => m[1]!);
    expect(handles).toEqual(['connection', 'deleteRecord', 'deleteEdge', 'appendEdge', 'prependEdge', 'appendNode', 'prependNode']);
    expect(standIn('connection')).toBe(relayModule('connection'));
    expect(() => standIn('appendEdge')).toThrow(/before Relay's provider was provided/);
    standIn.provide(relayModule);
    for (const handle of handles) expect(standIn(handle), handle).toBe(relayModule(handle));
  });

  it("stand in for the optimistic record source: Relay's once provided, nothing before", () => {
    type Optimistic = { create(base: unknown): unknown; getOptimisticRecordIDs(source: unknown): Set<string> };
    const { standIn, relayModule } = freshStandIn<Optimistic>('store/RelayOptimisticRecordSource.js');
    const base = new (relayRuntime.RecordSource as new () => object)();
    expect(() => standIn.create(base)).toThrow(/before Relay's module was provided/);
    standIn.provide(relayModule);
    const source = standIn.create(base) as { set(id: string, record: object): void };
    source.set('a', { __id: 'a', __typename: 'T' });
    expect(standIn.getOptimisticRecordIDs(source)).toEqual(new Set(['a']));
    expect(Object.keys(standIn).sort()).toEqual([...Object.keys(relayModule), 'provide'].sort());
  });

  it("are what the store requires, and Relay's own modules come with the entry that sends mutations, which provides them", () => {
    const reached = browserRelayModulesReached();
    const requests = readFileSync(entry('bundledRelayRuntimeRequests.js'), 'utf8');
    for (const [original, by] of requestSubstituteOf) {
      expect(reached).toContain(by);
      expect(requirersOf(original, reached).length, original).toBeGreaterThan(0);
      const relayName = path.basename(original, '.js');
      expect(requests).toContain(`import ${relayName} from 'relay-runtime/lib/${path.relative(runtimeLib, original)}';`);
      expect(requests).toMatch(new RegExp(`\\.provide\\(${relayName}\\);`));
    }
  });

  it('are exported by the *Requests.js entries only, each package its own names', async () => {
    for (const [pkg, core, apart] of [
      ['relay-runtime', 'bundledRelayRuntime.js', 'bundledRelayRuntimeRequests.js'],
      ['react-relay', 'bundledReactRelay.js', 'bundledReactRelayRequests.js'],
    ] as const) {
      const names = relayRequests[pkg].names as readonly string[];
      expect(Object.keys(await load(core)).filter((name) => names.includes(name)), core).toEqual([]);
      expect(Object.keys(await load(apart)).sort(), apart).toEqual([...names].sort());
      expect(relayRequests[pkg].entry).toBe(`src/relay/${apart}`);
    }
  });

  it("are what react-relay's request hooks read from relay-runtime, and nothing else", () => {
    for (const hook of relayRequestHooks) {
      const read = relayRuntimeNamesRead(path.join(hooksDir, hook));
      expect(read.length, hook).toBeGreaterThan(0);
      for (const name of read) expect(relayRequests['relay-runtime'].names, `${hook}: ${name}`).toContain(name);
    }
  });

  it("take an app module's imports and re-exports of those names to their entry, and leave the rest", () => {
    const runtimeRequests = JSON.stringify(path.join(webSrc, '..', relayRequests['relay-runtime'].entry));
    const reactRelayRequests = JSON.stringify(path.join(webSrc, '..', relayRequests['react-relay'].entry));
    expect(withRelayRequestsApart(`import { graphql, useFragment } from "react-relay";`)).toBeNull();
    expect(withRelayRequestsApart(`import { graphql, useMutation } from "react-relay";\nfoo();`)).toBe(
      `import { graphql } from "react-relay"; import { useMutation } from ${reactRelayRequests};\nfoo();`,
    );
    expect(withRelayRequestsApart(`import {\n  commitMutation as send,\n} from 'relay-runtime';`)).toBe(`import { commitMutation as send } from ${runtimeRequests};`);
    expect(withRelayRequestsApart(`export { commitMutation } from 'relay-runtime';`)).toBe(`export { commitMutation } from ${runtimeRequests};`);
    expect(withRelayRequestsApart(`import { ConnectionHandler, fetchQuery } from 'relay-runtime';`)).toBe(
      `import { ConnectionHandler } from 'relay-runtime'; import { fetchQuery } from ${runtimeRequests};`,
    );
  });
});

const runtimeLib = path.dirname(require.resolve('relay-runtime/lib/index.js'));
const substitutesDir = fileURLToPath(new URL('./substitutes/', import.meta.url));
const webSrc = fileURLToPath(new URL('..', import.meta.url));
/** Each relay-runtime module the browser build replaces, and its substitute (relaySubstitutes). */
const substituteOf = new Map(
  relaySubstitutes.flatMap(({ modules = {} }) => Object.entries(modules).map(([module, by]) => [path.join(runtimeLib, module), path.join(substitutesDir, by)])),
);
/** The modules relayRequests stands in for until its entry provides them, and their stand-ins. */
const requestSubstituteOf = new Map(
  Object.entries(relayRequests['relay-runtime'].substitutes).map(([module, by]) => [path.join(runtimeLib, module), path.join(substitutesDir, by)]),
);
const relayLibFile = /^(?:relay-runtime|react-relay)\/lib\//;
/** The relay-runtime modules some of whose methods the browser build replaces. */
const stubbedModules = new Set(relaySubstitutes.flatMap(({ methods = {} }) => Object.keys(methods)));

/**
 * The Relay modules the browser build bundles, as it resolves them: from what the bundled entries
 * import, through relative and package requires, with the default hook builds and the substitutes.
 */
function browserRelayModulesReached(): string[] {
  const starts = [...RUNTIME_ENTRIES, ...REACT_RELAY_ENTRIES].flatMap((name) =>
    [...readFileSync(entry(name), 'utf8').matchAll(/from '([^']+)'/g)].filter((m) => relayLibFile.test(m[1]!)).map((m) => require.resolve(m[1]!)),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, , required] of readFileSync(file, 'utf8').matchAll(/require\((['"])([^'"]+)\1\)/g)) {
      if (!required!.startsWith('.') && !relayLibFile.test(required!)) continue;
      const resolved = require.resolve(required!, { paths: [path.dirname(file)] });
      visit(substituteOf.get(resolved) ?? requestSubstituteOf.get(resolved) ?? defaultBuildOf.get(resolved) ?? resolved);
    }
  };
  starts.forEach(visit);
  return [...seen];
}

/** The reached modules that require `target`, each with the name of the binding it holds it in. */
function requirersOf(target: string, modules: string[]): Array<{ file: string; binding: string; code: string }> {
  return modules.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/var (\w+) = require\((['"])(\.{1,2}\/[^'"]+)\2\)/g)]
      .filter((m) => require.resolve(m[3]!, { paths: [path.dirname(file)] }) === target)
      .map((m) => ({ file: path.relative(runtimeLib, file), binding: m[1]!, code }));
  });
}

/** The names of the functions and methods of a Relay lib module in which `name` is used (not where it is bound). */
function functionsUsing(code: string, name: string): string[] {
  const found = new Set<string>();
  let current = '(module)';
  for (const line of code.split('\n')) {
    current = /^(?:  _proto\.(\w+) = function|function (\w+))/.exec(line)?.slice(1).find(Boolean) ?? current;
    if (new RegExp(`\\b${name}\\b`).test(line) && !new RegExp(`\\b${name} = _require\\d*\\.\\w+[,;]`).test(line)) found.add(current);
  }
  return [...found];
}

/** Every app module and compiled artifact of web/src, as the build's check sees them (not tests, not the substitutes). */
function appSources(): Array<{ file: string; code: string }> {
  const sources: Array<{ file: string; code: string }> = [];
  const visit = (dir: string) => {
    for (const dirent of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, dirent.name);
      if (dirent.isDirectory()) {
        if (`${file}/` !== substitutesDir) visit(file);
      } else if (/\.[cm]?[jt]sx?$/.test(dirent.name) && !/\.test\.tsx?$/.test(dirent.name)) {
        sources.push({ file: path.relative(webSrc, file), code: readFileSync(file, 'utf8') });
      }
    }
  };
  visit(webSrc);
  return sources;
}

/**
 * relay-runtime's modules loaded afresh as the browser build has them: each module of
 * relaySubstitutes and relayBabelHelpers replaced by its substitute, the methods of relaySubstitutes
 * by theirs. Node's module cache is left as it was.
 */
function requireAsBuilt(modules: string[]): unknown[] {
  const cache = require.cache;
  const saved = { ...cache };
  for (const key of Object.keys(cache)) if (key.startsWith(runtimeLib) || key.startsWith(substitutesDir)) delete cache[key];
  try {
    const helpers = Object.entries(relayBabelHelpers.helpers).map(([name, by]) => [require.resolve(`@babel/runtime/helpers/${name}`), path.join(substitutesDir, by)]);
    const install = (original: string, exports: unknown) => {
      cache[original] = { id: original, filename: original, loaded: true, exports } as NodeJS.Module;
    };
    for (const [original, substitute] of [...substituteOf, ...helpers]) install(original!, require(substitute!));
    // Relay's own modules, which bundledRelayRuntimeRequests.js (commitMutation) provides to the stand-ins.
    const provided = [...requestSubstituteOf].map(([original, substitute]) => [require(original), require(substitute)] as const);
    for (const [original, substitute] of requestSubstituteOf) install(original, require(substitute));
    for (const [relayModule, standIn] of provided) (standIn as StandIn).provide(relayModule);
    for (const module of stubbedModules) {
      const file = path.join(runtimeLib, module);
      const compiled = new Module(file) as Module & { _compile(code: string, file: string): void };
      compiled.filename = file;
      compiled.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
      cache[file] = compiled;
      compiled._compile(withoutUnusedRelayMethods(module, readFileSync(file, 'utf8'))!, file);
      compiled.loaded = true;
    }
    return modules.map((module) => require(`relay-runtime/lib/${module}`) as unknown);
  } finally {
    for (const key of Object.keys(cache)) if (!(key in saved)) delete cache[key];
    Object.assign(cache, saved);
  }
}

describe("the build's substitutes for Relay features the app does not use", () => {
  const reached = browserRelayModulesReached();
  const substitute = (by: string) => require(path.join(substitutesDir, by)) as Record<string, unknown>;

  it('replace modules that only those features reach; the originals and what only they require are not bundled', () => {
    expect(reached.length).toBeGreaterThan(80);
    for (const original of substituteOf.keys()) expect(reached).not.toContain(original);
    for (const gone of ['mutations/createUpdatableProxy.js', 'store/live-resolvers/isLiveStateValue.js']) expect(reached).not.toContain(path.join(runtimeLib, gone));
    for (const by of new Set(substituteOf.values())) expect(reached).toContain(by);
  });

  it('export every name the modules requiring them read', () => {
    for (const [original, by] of substituteOf) {
      const requirers = requirersOf(original, reached);
      expect(requirers.length, original).toBeGreaterThan(0);
      for (const { file, binding, code } of requirers) {
        const names = [...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]!);
        expect(names.length, `${file} reads ${path.basename(original)}`).toBeGreaterThan(0);
        for (const name of names) {
          expect(require(original), `${file}: ${name}`).toHaveProperty(name);
          expect(require(by), `${file}: ${name}`).toHaveProperty(name);
        }
      }
    }
  });

  it('leave out features that no app module or compiled artifact uses (what the build checks)', () => {
    const sources = appSources();
    expect(sources.filter((source) => source.file.includes('__generated__')).length).toBeGreaterThan(100);
    const found = sources.flatMap(({ file, code }) => relaySubstitutes.filter(({ uses }) => uses.test(code)).map(({ feature }) => `${file}: ${feature}`));
    expect(found).toEqual([]);
    // Each check finds its feature's node kinds, which are Relay's.
    const kinds = Object.values(require('relay-runtime/lib/util/RelayConcreteNode.js') as Record<string, string>);
    for (const { feature, uses, kinds: featureKinds = [] } of relaySubstitutes) {
      for (const kind of featureKinds) {
        expect(kinds, feature).toContain(kind);
        expect(`"kind": "${kind}"`, feature).toMatch(uses);
      }
    }
    const resolvers = relaySubstitutes.find((substitute) => substitute.feature === 'Relay Resolvers')!;
    expect(resolvers.kinds).toEqual(['RelayResolver', 'RelayLiveResolver', 'ClientEdgeToClientObject', 'ClientEdgeToServerObject']);
  });

  it("leave the executor no follow-ups or placeholders to process: only the replaced normalizer methods make them", () => {
    const executor = readFileSync(path.join(runtimeLib, 'store/OperationExecutor.js'), 'utf8');
    const body = (method: string) => executor.slice(executor.indexOf(`  _proto.${method} = function`), executor.indexOf('\n  };\n', executor.indexOf(`  _proto.${method} = function`)));
    // The replaced methods are called there for each follow-up or placeholder of a payload, and only then.
    expect(body('_processPayloadFollowups')).toMatch(/followupPayloads\.forEach\(function \(followupPayload\) \{[^}]*_this0\._processFollowupPayload\(followupPayload\);/);
    expect(body('_processPayloadFollowups')).toMatch(/incrementalPlaceholders\.forEach\(function \(incrementalPlaceholder\) \{[^}]*_this0\._processIncrementalPlaceholder\(payload, incrementalPlaceholder\);/);
    expect(body('_processPayloadFollowups')).toMatch(/incrementalPlaceholders\.forEach\(function \(placeholder\) \{\n\s*if \(placeholder\.kind === 'defer'\) \{\n\s*relayPayloads\.push\(_this0\._processDeferResponse\(/);
    // An incremental response is handed on only once its placeholder is known, else kept (as before).
    const incremental = body('_processIncrementalResponses');
    expect([...incremental.matchAll(/_this10\._process(?:Defer|Stream)Response\(/g)].length).toBe(2);
    expect([...incremental.matchAll(/\} else if \(_?resultForPath\.kind === 'response'\) \{\n\s*_?resultForPath\.responses\.push\(incrementalResponse\);\n\s*return;\n\s*\}\n\s*var _?placeholder = _?resultForPath\.placeholder;/g)].length).toBe(2);
    expect([...executor.matchAll(/kind: 'placeholder'/g)].length).toBe(1);
    expect(body('_processIncrementalPlaceholder')).toContain("kind: 'placeholder'");
    expect(body('_processOptimisticFollowups')).toMatch(/^[^\n]*\n    if \(payload\.followupPayloads && payload\.followupPayloads\.length\) \{\n      var followupPayloads = payload\.followupPayloads;\n      var _iterator = \(0, _createForOfIteratorHelper2\["default"\]\)\(followupPayloads\)/);
    // A payload's lists are the normalizer's, or new and empty.
    const replaced = new Set(relaySubstitutes.flatMap(({ methods = {} }) => methods['store/RelayResponseNormalizer.js'] ?? []));
    const appends = reached.flatMap((file) => {
      let current = '';
      return readFileSync(file, 'utf8').split('\n').flatMap((line) => {
        current = /^  _proto\.(\w+) = function/.exec(line)?.[1] ?? current;
        return /(?:followupPayloads|incrementalPlaceholders|FollowupPayloads|IncrementalPlaceholders)\.push\(/.test(line) ? [`${path.basename(file)} ${current}`] : [];
      });
    });
    expect(appends.length).toBe(4);
    for (const append of appends) expect([...replaced].map((method) => `RelayResponseNormalizer.js ${method}`)).toContain(append);
  });

  it('replace each of those methods whole, and fail on a module that lacks one', () => {
    for (const module of stubbedModules) {
      const code = readFileSync(path.join(runtimeLib, module), 'utf8');
      const replaced = withoutUnusedRelayMethods(module, code)!;
      const methods = relaySubstitutes.flatMap(({ methods = {} }) => methods[module] ?? []);
      // What is left of the original is the original less those methods' bodies, in order.
      const kept = replaced.split('\n').filter((line) => !/^    throw new Error\('\w+: .* are not in this build/.test(line));
      const original = code.split('\n');
      let at = 0;
      for (const line of kept) {
        while (original[at] !== line && !(line.endsWith('() {') && original[at]!.startsWith(line.slice(0, -4)))) at++;
        expect(at, `${module}: ${line}`).toBeLessThan(original.length);
        at++;
      }
      expect(replaced.length).toBeLessThan(code.length);
      for (const method of methods) expect(replaced).toContain(`  _proto.${method} = function ${method}() {\n    throw new Error('${method}: `);
      expect(() => withoutUnusedRelayMethods(module, code.replace(`_proto.${methods[0]} = `, '_proto.renamed = '))).toThrow(/not found once/);
    }
    expect(withoutUnusedRelayMethods('store/RelayModernStore.js', 'unchanged')).toBeNull();
  });

  it("replace methods that Relay calls only for their feature's node kinds", () => {
    const stubbed = relaySubstitutes.flatMap(({ feature, kinds = [], methods = {} }) =>
      Object.entries(methods).flatMap(([module, names]) => names.map((method) => ({ feature, kinds, module, method }))),
    );
    expect(stubbed.length).toBe(25);
    const stubbedIn = (module: string) => new Set(stubbed.filter((stub) => stub.module === module).map((stub) => stub.method));
    for (const { feature, kinds, module, method } of stubbed) {
      const lines = readFileSync(path.join(runtimeLib, module), 'utf8').split('\n');
      // Each call outside the replaced methods is in a `case` of the feature's kinds.
      let group: string[] = [];
      let previousWasCase = false;
      let inside: string | null = null;
      let enclosing = '';
      const calls: string[][] = [];
      const callers: string[] = [];
      let callsInReplaced = 0;
      for (const line of lines) {
        const defined = /^  _proto\.(\w+) = function/.exec(line)?.[1];
        if (defined) inside = stubbedIn(module).has(defined) ? defined : null;
        if (defined) enclosing = defined;
        const kase = /^\s*case '(\w+)':/.exec(line)?.[1] ?? (/^\s*default:/.test(line) ? 'default' : null);
        if (kase) group = previousWasCase ? [...group, kase] : [kase];
        previousWasCase = kase != null;
        const called = [...line.matchAll(new RegExp(`\\.${method}\\(`, 'g'))].length;
        if (inside == null) {
          calls.push(...Array.from({ length: called }, () => group));
          if (called > 0) callers.push(enclosing);
          // Named here only to be called.
          expect([...line.matchAll(new RegExp(`\\b${method}\\b`, 'g'))].length, `${module}: ${line.trim()}`).toBe(called);
        } else {
          callsInReplaced += called;
        }
        if (line === '  };') inside = null;
      }
      expect(calls.length + callsInReplaced, `${module} ${method}`).toBeGreaterThan(0);
      if (module === 'store/OperationExecutor.js') {
        // The executor's: called only for a payload's follow-ups or placeholders (below).
        for (const caller of callers) {
          expect(['_processPayloadFollowups', '_processOptimisticFollowups', '_processIncrementalResponses'], `${method} called in ${caller}`).toContain(caller);
        }
      } else {
        for (const callGroup of calls) expect(kinds, `${module} ${method}: called in case ${callGroup.join(', ')}`).toEqual(expect.arrayContaining(callGroup));
      }
      // …and no other reached module names it.
      const elsewhere = reached.filter((file) => path.relative(runtimeLib, file) !== module && new RegExp(`\\b${method}\\b`).test(readFileSync(file, 'utf8')));
      expect(elsewhere, `${feature}: ${method}`).toEqual([]);
    }
  });

  describe('LiveResolverCache.cjs', () => {
    const { LiveResolverCache: Substitute, ...constants } = substitute('LiveResolverCache.cjs');
    const original = require('relay-runtime/lib/store/live-resolvers/LiveResolverCache.js') as Record<string, unknown> & {
      LiveResolverCache: new (getSource: () => unknown, store: unknown) => Record<string, (...args: unknown[]) => unknown>;
    };
    const { NoopResolverCache } = require('relay-runtime/lib/store/ResolverCache.js') as { NoopResolverCache: new () => object };
    const Cache = Substitute as typeof original.LiveResolverCache;

    it("is Relay's NoopResolverCache for reads, with every method the store calls", () => {
      expect(new Cache(() => null, null)).toBeInstanceOf(NoopResolverCache);
      const called = new Set(
        ['RelayModernStore.js', 'RelayStoreSubscriptions.js', 'RelayReader.js'].flatMap((file) =>
          [...readFileSync(path.join(runtimeLib, 'store', file), 'utf8').matchAll(/_resolverCache\.(\w+)/g)].map((m) => m[1]!),
        ),
      );
      expect(called.size).toBeGreaterThan(8);
      for (const method of called) {
        expect(typeof Cache.prototype[method], method).toBe('function');
        expect(typeof original.LiveResolverCache.prototype[method], method).toBe('function');
      }
      expect(constants.RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY).toBe(original.RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY);
      const ids = new Set(['a']);
      expect((constants.getUpdatedDataIDs as (ids: Set<string>) => unknown)(ids)).toBe((original.getUpdatedDataIDs as (ids: Set<string>) => unknown)(ids));
    });

    it('does what an empty LiveResolverCache does for each call the store makes', () => {
      const RelayModernRecord = require('relay-runtime/lib/store/RelayModernRecord.js') as { create: (id: string, type: string) => unknown };
      const outcome = (cache: Record<string, (...args: unknown[]) => unknown>, source: { toJSON(): unknown }) => {
        const run = (fn: () => unknown) => {
          try {
            return { value: fn() };
          } catch (error) {
            return { threw: (error as Error).name };
          }
        };
        const updated = new Set(['client:root', 'Post:1']);
        const ids = new Set(['Post:1', 'User:2', 'missing']);
        const calls: string[] = [];
        const fail = () => {
          throw new TypeError('callback');
        };
        return {
          invalidateDataIDs: [run(() => cache.invalidateDataIDs!(updated)), [...updated]],
          unsubscribe: run(() => cache.unsubscribeFromLiveResolverRecords!(ids)),
          invalidate: run(() => cache.invalidateResolverRecords!(ids)),
          batch: run(() => cache.batchLiveStateUpdates!(() => calls.push('batch'))),
          batchThrows: run(() => cache.batchLiveStateUpdates!(fail)),
          nested: run(() => cache.batchLiveStateUpdates!(() => cache.batchLiveStateUpdates!(() => calls.push('nested')))),
          withoutNotify: run(() => cache.batchLiveStateUpdatesWithoutNotify!(() => calls.push('withoutNotify'))),
          withoutNotifyThrows: run(() => cache.batchLiveStateUpdatesWithoutNotify!(fail)),
          afterwards: run(() => cache.batchLiveStateUpdates!(() => calls.push('afterwards'))),
          promise: run(() => cache.getLiveResolverPromise!('client:Post:1:resolver')),
          calls,
          source: source.toJSON(),
        };
      };
      const results = [original.LiveResolverCache, Cache].map((Class) => {
        const source = new RecordSource() as { toJSON(): unknown; set(id: string, record: unknown): void };
        for (const [id, type] of [['client:root', '__Root'], ['Post:1', 'Post'], ['User:2', 'User']]) source.set(id!, RelayModernRecord.create(id!, type!));
        const store = { publish: () => expect.fail('nothing to publish'), notify: () => expect.fail('nothing to notify') };
        return outcome(new Class(() => source, store), source);
      });
      expect(results[1]).toEqual(results[0]);
      expect(results[0]!.calls).toEqual(['batch', 'withoutNotify', 'afterwards']);
    });
  });

  it('ResolverFragments.cjs: the reader uses what it replaces only to compute a resolver field', () => {
    const code = readFileSync(path.join(runtimeLib, 'store/RelayReader.js'), 'utf8');
    expect(functionsUsing(code, 'withResolverContext')).toEqual(['_readResolverFieldImpl']);
    expect(functionsUsing(code, 'RESOLVER_FRAGMENT_ERRORED_SENTINEL')).toEqual(['getResolverValue']);
    expect(functionsUsing(code, 'getResolverValue')).toEqual(['_readResolverFieldImpl', 'getResolverValue']);
    expect(functionsUsing(code, '_readResolverFieldImpl').sort()).toEqual(['_readClientEdge', '_readResolverField', '_readResolverFieldImpl']);
    expect(() => (substitute('ResolverFragments.cjs').withResolverContext as () => unknown)()).toThrow(/not in this build/);
  });

  it('readUpdatable.cjs and RelayDeclarativeMutationConfig.cjs: called only for the features the app does not use', () => {
    for (const name of ['readUpdatableQuery', 'readUpdatableFragment']) {
      const requirers = requirersOf(path.join(runtimeLib, `mutations/${name}.js`), reached);
      expect(requirers.map(({ file }) => file).sort()).toEqual(['mutations/RelayRecordSourceProxy.js', 'mutations/RelayRecordSourceSelectorProxy.js']);
      // Each store proxy's method of the same name, which the app never calls.
      for (const { file, code } of requirers) expect(functionsUsing(code, `_${name}`), file).toEqual([name]);
      expect(() => (substitute('readUpdatable.cjs')[name] as () => unknown)()).toThrow(/not in this build/);
    }
    const requirers = requirersOf(path.join(runtimeLib, 'mutations/RelayDeclarativeMutationConfig.js'), reached);
    expect(requirers.map(({ file }) => file).sort()).toEqual(['mutations/commitMutation.js', 'subscription/requestSubscription.js']);
    for (const { file, binding, code } of requirers) {
      const calls = code.split('\n').filter((line) => line.includes(`${binding}.`));
      expect(calls, file).toHaveLength(1);
      expect(calls[0], file).toMatch(new RegExp(`(?:= configs \\? |^\\s*var _RelayDeclarativeMuta = )${binding}\\.convert\\(configs,`));
    }
    expect(readFileSync(path.join(runtimeLib, 'mutations/commitMutation.js'), 'utf8')).toMatch(/if \(configs\) \{\s*var _RelayDeclarativeMuta = RelayDeclarativeMutationConfig\.convert\(/);
    // react-relay's hooks pass the app's options on; none of them adds `configs`.
    expect(reached.filter((file) => file.includes('react-relay') && /\bconfigs\b/.test(readFileSync(file, 'utf8')))).toEqual([]);
    expect(() => (substitute('RelayDeclarativeMutationConfig.cjs').convert as () => unknown)()).toThrow(/not in this build/);
  });

  it('leave the store and mutations as they were for every app operation', async () => {
    const [Environment, Network, Store, RecordSourceAsBuilt, descriptors, commitMutationAsBuilt] = requireAsBuilt([
      'store/RelayModernEnvironment.js',
      'network/RelayNetwork.js',
      'store/RelayModernStore.js',
      'store/RelayRecordSource.js',
      'store/RelayModernOperationDescriptor.js',
      'mutations/commitMutation.js',
    ]);
    const asBuilt = { Environment, Network, Store, RecordSource: RecordSourceAsBuilt, createOperationDescriptor: (descriptors as Runtime).createOperationDescriptor, commitMutation: commitMutationAsBuilt } as Runtime;
    expect(asBuilt.Store).not.toBe(relayRuntime.Store);
    expect((new asBuilt.Store(new asBuilt.RecordSource()) as { _resolverCache: object })._resolverCache).toBeInstanceOf(NoopResolverCacheOf(asBuilt));
    const operations = await appOperations();
    expect(operations.length).toBeGreaterThan(150);
    let notified = 0;
    let complete = 0;
    for (const operation of operations) {
      // Records made for a mutation's answer are named by a counter that runs on across stores.
      const [before, after] = [relayRuntime as unknown as Runtime, asBuilt].map(
        (runtime) => JSON.parse(JSON.stringify(storeScenario(runtime, operation)).replace(/client:local:\d+/g, 'client:local:N')) as unknown[],
      );
      expect(after, operation.params.name).toEqual(before);
      if (JSON.stringify(before).includes('"notified"')) notified++;
      if (before[1] === false) complete++;
    }
    // Each answer is read complete (a subscription's is written under a root of its own, so its
    // operation reads as missing), and most operations read a field the updates then change.
    expect(complete).toBe(operations.filter((operation) => operation.params.operationKind !== 'subscription').length);
    expect(notified).toBeGreaterThan(operations.length / 2);
  });
});

describe("the build's Babel helpers for Relay (relayBabelHelpers)", () => {
  type Helper = (...args: unknown[]) => unknown;
  const babel = (name: string) => require(`@babel/runtime/helpers/${name}`) as Helper;
  const ours = (name: string) => (require(path.join(substitutesDir, relayBabelHelpers.helpers[name as keyof typeof relayBabelHelpers.helpers])) as { default: Helper }).default;
  /** Values of every kind: iterables (an array with a hole, a string with an astral character, a generator), array-likes and others. */
  const values = (): Array<[string, () => unknown]> => [
    ['array', () => [1, 'two', { three: 3 }]],
    // eslint-disable-next-line no-sparse-arrays
    ['array with a hole', () => [1, , 3]],
    ['empty array', () => []],
    ['Set', () => new Set(['a', 'b'])],
    ['Map', () => new Map([['a', 1]])],
    ['Map entries', () => new Map([['a', 1], ['b', 2]]).entries()],
    ['string', () => 'héllo 😀'],
    ['generator', () => (function* () { yield 1; yield 2; yield 3; })()],
    ['typed array', () => new Uint8Array([1, 2])],
    ['arguments', () => (function (..._args: unknown[]) { return arguments; })(1, 2)],
    ['array-like', () => ({ length: 2, 0: 'a', 1: 'b' })],
    ['object', () => ({ a: 1 })],
    ['number', () => 5],
    ['null', () => null],
    ['undefined', () => undefined],
  ];
  const outcome = (fn: () => unknown) => {
    try {
      return { value: fn() };
    } catch (error) {
      return { threw: (error as Error).constructor.name };
    }
  };

  it('are the helpers the build checked, replaced only for Relay, whose calls never ask for array-likes', () => {
    expect(babelHelpersHash()).toBe(relayBabelHelpers.checkedHash);
    const calls = reachedCode().flatMap((code) => [...code.matchAll(/_createForOfIteratorHelper\w*\["default"\]\)\(/g)]);
    expect(calls.length).toBeGreaterThan(40);
    expect(reachedCode().filter((code) => relayBabelHelpers.arrayLikeCall.test(code))).toEqual([]);
    expect('(0, _createForOfIteratorHelper2["default"])(list, true)').toMatch(relayBabelHelpers.arrayLikeCall);
    expect('(0, _createForOfIteratorHelper2["default"])(this._roots.entries()),').not.toMatch(relayBabelHelpers.arrayLikeCall);
  });

  it("toConsumableArray copies what Babel's does, and throws a TypeError where it does", () => {
    for (const [name, make] of values()) expect(outcome(() => ours('toConsumableArray')(make())), name).toEqual(outcome(() => babel('toConsumableArray')(make())));
  });

  /** What a helper left in its target: every own key in order, with its descriptor (accessors by their result). */
  const described = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? Reflect.ownKeys(value).map((key) => {
          const { get, set, ...descriptor } = Object.getOwnPropertyDescriptor(value, key)!;
          return [key, { ...descriptor, get: get?.call(value), set: typeof set }];
        })
      : value;
  /** Objects to copy: getters, a symbol key, a key that is not enumerable, an own '__proto__' and an inherited key. */
  const sources = (): Array<[string, () => unknown]> => [
    ...values(),
    ['getter', () => ({ get a() { return 'read'; } })],
    ['symbol key', () => ({ [Symbol.for('wc.key')]: 1, b: 2 })],
    ['not enumerable', () => Object.defineProperty({ a: 1 }, 'hidden', { value: 2, enumerable: false })],
    ['own __proto__', () => JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')],
    ['inherited key', () => Object.create({ inherited: 1 }, { own: { value: 2, enumerable: true } })],
  ];

  it("objectSpread2 copies what Babel's does: spread sources at odd places, literals with their descriptors between", () => {
    for (const [name, make] of sources()) {
      const spread = (helper: Helper) => described(helper({ kept: 0 }, make(), { get literal() { return 'kept as a getter'; } }, make()));
      expect(outcome(() => spread(ours('objectSpread2'))), name).toStrictEqual(outcome(() => spread(babel('objectSpread2'))));
    }
    expect(Object.getPrototypeOf(ours('objectSpread2')({}, JSON.parse('{"__proto__": {"polluted": true}}')))).toBe(Object.prototype);
  });

  it("defineProperty and toPropertyKey make the keys Babel's do, and define own keys, inherited names and '__proto__' as Babel's do", () => {
    const keys: Array<[string, unknown]> = [
      ['string', 'a'],
      ['number', 5],
      ['symbol', Symbol.for('wc.key')],
      ['null', null],
      ['boolean', true],
      ['object with toString', { toString: () => 'named' }],
      ['object with toPrimitive', { [Symbol.toPrimitive]: (hint: string) => `as ${hint}` }],
      ['toPrimitive giving an object', { [Symbol.toPrimitive]: () => ({}) }],
      ['inherited name', 'toString'],
      ['__proto__', '__proto__'],
    ];
    for (const [name, key] of keys) {
      expect(outcome(() => ours('toPropertyKey')(key)), name).toStrictEqual(outcome(() => babel('toPropertyKey')(key)));
      const define = (helper: Helper) => described(helper({ existing: 1 }, key, 'value'));
      expect(outcome(() => define(ours('defineProperty'))), name).toStrictEqual(outcome(() => define(babel('defineProperty'))));
    }
    const define = (helper: Helper) => described(helper({ existing: 1 }, 'existing', 2));
    expect(define(ours('defineProperty'))).toStrictEqual(define(babel('defineProperty')));
  });

  it("createForOfIteratorHelper steps through what Babel's does, ending an iterator early and passing errors on as it does", () => {
    /** A for…of loop as Babel compiles it, run to the end or stopped (break, throw) after one value. */
    const loop = (helper: Helper, value: unknown, end: 'none' | 'break' | 'throw') => {
      const seen: unknown[] = [];
      const iterator = helper(value) as { s(): void; n(): { done?: boolean; value?: unknown }; e(error: unknown): void; f(): void };
      try {
        for (iterator.s(); ; ) {
          const step = iterator.n();
          if (step.done) break;
          seen.push(step.value);
          if (end === 'break') break;
          if (end === 'throw') throw new RangeError('body');
        }
      } catch (error) {
        iterator.e(error);
      } finally {
        iterator.f();
      }
      return seen;
    };
    /** An iterator that records its calls. */
    const recorded = (calls: string[]) => ({
      [Symbol.iterator]() {
        let n = 0;
        return {
          next: () => (calls.push('next'), n < 3 ? { done: false, value: n++ } : { done: true, value: undefined }),
          return: () => (calls.push('return'), { done: true, value: undefined }),
        };
      },
    });
    for (const end of ['none', 'break', 'throw'] as const) {
      for (const [name, make] of values()) {
        expect(outcome(() => loop(ours('createForOfIteratorHelper'), make(), end)), `${name}, ${end}`).toEqual(outcome(() => loop(babel('createForOfIteratorHelper'), make(), end)));
      }
      const [babelCalls, ourCalls] = [[], []] as string[][];
      const babelOutcome = outcome(() => loop(babel('createForOfIteratorHelper'), recorded(babelCalls), end));
      expect(outcome(() => loop(ours('createForOfIteratorHelper'), recorded(ourCalls), end)), end).toEqual(babelOutcome);
      expect(ourCalls, end).toEqual(babelCalls);
    }
  });
});

/** The code of the Relay modules the browser build bundles. */
function reachedCode(): string[] {
  return browserRelayModulesReached().map((file) => readFileSync(file, 'utf8'));
}

/** The NoopResolverCache class of the runtime the store was loaded with. */
function NoopResolverCacheOf(runtime: Runtime): new () => object {
  const cache = (new runtime.Store(new runtime.RecordSource()) as { _resolverCache: object })._resolverCache;
  return Object.getPrototypeOf(Object.getPrototypeOf(cache)).constructor as new () => object;
}

type Selection = {
  kind: string;
  name?: string;
  alias?: string | null;
  plural?: boolean;
  concreteType?: string | null;
  type?: string;
  abstractKey?: string | null;
  condition?: string;
  passingValue?: boolean;
  selections?: Selection[];
};
type AppOperation = {
  kind: 'Request';
  params: { name: string; operationKind: string };
  fragment: { argumentDefinitions: Array<{ name: string; defaultValue: unknown }> };
  operation: { selections: Selection[] };
};
type StoreProxy = {
  get(id: string): { setValue(value: unknown, name: string): void } | null | undefined;
  getRootField(name: string): unknown;
};
type Runtime = {
  Environment: new (config: object) => {
    commitPayload(operation: unknown, data: unknown): void;
    lookup(selector: unknown): { data: unknown; isMissingData: boolean; missingLiveResolverFields?: unknown; seenRecords: Set<string> };
    subscribe(snapshot: unknown, callback: (snapshot: { data: unknown }) => void): { dispose(): void };
    applyUpdate(update: { storeUpdater: (store: StoreProxy) => void }): { dispose(): void };
    commitUpdate(updater: (store: StoreProxy) => void): void;
    retain(operation: unknown): { dispose(): void };
    check(operation: unknown): unknown;
  };
  Network: { create: (fetch: () => unknown) => unknown };
  Store: new (source: unknown, options?: unknown) => unknown;
  RecordSource: new () => unknown;
  createOperationDescriptor: (request: unknown, variables: unknown) => { fragment: unknown };
  commitMutation: (environment: unknown, config: object) => unknown;
};
const RecordSource = relayRuntime.RecordSource as new () => unknown;

/** Every query, mutation and subscription artifact of the app. */
async function appOperations(): Promise<AppOperation[]> {
  const files = appSources().filter(({ file }) => file.includes('__generated__/') && file.endsWith('.graphql.ts'));
  const artifacts = await Promise.all(files.map(({ file }) => import(/* @vite-ignore */ path.join(webSrc, file)) as Promise<{ default: { kind: string } }>));
  return artifacts.map((module) => module.default).filter((node): node is AppOperation => node.kind === 'Request');
}

/** A server answer with every field the operation selects (two items per list), and its variables. */
function fakeAnswer(operation: AppOperation): { variables: Record<string, unknown>; data: Record<string, unknown> } {
  const variables = Object.fromEntries(
    operation.fragment.argumentDefinitions.map(({ name, defaultValue }) => [
      name,
      defaultValue ?? (name.startsWith('with') ? true : /^(count|first|last)$/.test(name) ? 2 : name === 'connections' ? [] : null),
    ]),
  );
  let counter = 0;
  const fill = (selections: Selection[], typename: string, out: Record<string, unknown>) => {
    for (const selection of selections) {
      switch (selection.kind) {
        case 'ScalarField': {
          const name = selection.name!;
          out[selection.alias ?? name] = name === '__typename' ? typename : name === 'id' ? `${typename}:${++counter}` : `${name}-${++counter}`;
          break;
        }
        case 'LinkedField': {
          const make = () => {
            const type = selection.concreteType ?? selection.selections!.find((s) => s.kind === 'InlineFragment' && s.type)?.type ?? 'Node';
            const object: Record<string, unknown> = selection.concreteType == null ? { __typename: type } : {};
            fill(selection.selections!, type, object);
            return object;
          };
          out[selection.alias ?? selection.name!] = selection.plural ? [make(), make()] : make();
          break;
        }
        case 'Condition':
          if (Boolean(variables[selection.condition!]) === selection.passingValue) fill(selection.selections!, typename, out);
          break;
        case 'InlineFragment':
          if (selection.abstractKey != null) out[selection.abstractKey] = typename;
          if (selection.abstractKey != null || selection.type === typename) fill(selection.selections!, typename, out);
          break;
        case 'TypeDiscriminator':
          out[selection.abstractKey!] = typename;
          break;
        case 'ClientExtension':
        case 'LinkedHandle':
        case 'ScalarHandle':
          break;
        default:
          throw new Error(`fakeAnswer: ${selection.kind} in ${operation.params.name}`);
      }
    }
  };
  const data: Record<string, unknown> = {};
  fill(operation.operation.selections, '__Root', data);
  return { variables, data };
}

/**
 * What a store (as web/src/relay/environment.ts makes it) shows of an operation through the calls
 * that reach the substituted modules: an answer published (a mutation's through commitMutation,
 * with an updater), read and subscribed to, an optimistic update rolled back, updates, a batch,
 * the operation released and the store collected.
 */
function storeScenario(runtime: Runtime, operation: AppOperation): unknown[] {
  const { variables, data } = fakeAnswer(operation);
  const source = new runtime.RecordSource();
  const store = new runtime.Store(source, { gcReleaseBufferSize: 10 }) as { __gc(): void; batchLiveStateUpdates(callback: () => void): void };
  const environment = new runtime.Environment({ network: runtime.Network.create(() => ({ data })), store });
  const descriptor = runtime.createOperationDescriptor(operation, variables);
  const seen: unknown[] = [];
  const retained = environment.retain(descriptor);
  if (operation.params.operationKind === 'mutation') {
    const rootField = operation.operation.selections.find((selection) => selection.kind === 'LinkedField')?.name;
    runtime.commitMutation(environment, {
      mutation: operation,
      variables,
      optimisticResponse: data,
      updater: (proxy: StoreProxy) => seen.push(['updater', rootField && proxy.getRootField(rootField) != null]),
      onCompleted: (response: unknown, errors: unknown) => seen.push(['completed', response, errors]),
      onError: (error: Error) => seen.push(['error', error.message]),
    });
  }
  // (A mutation's answer again, under the root: commitMutation wrote it under a root of its own.)
  environment.commitPayload(descriptor, data);
  const snapshot = environment.lookup(descriptor.fragment);
  seen.splice(0, 0, snapshot.data, snapshot.isMissingData, snapshot.missingLiveResolverFields, [...snapshot.seenRecords]);
  const subscription = environment.subscribe(snapshot, (next) => seen.push(['notified', next.data]));
  // A string field the operation read, on a record other than the root.
  const records = (source as { toJSON(): Record<string, Record<string, unknown>> }).toJSON();
  const [id, field] =
    [...snapshot.seenRecords]
      .filter((recordId) => recordId !== 'client:root')
      .flatMap((recordId) => Object.keys(records[recordId] ?? {}).filter((key) => !key.startsWith('__') && typeof records[recordId]![key] === 'string').map((key) => [recordId, key]))[0] ?? [];
  const set = (value: string) => (proxy: StoreProxy) => {
    if (id) proxy.get(id)!.setValue(value, field!);
  };
  const optimistic = environment.applyUpdate({ storeUpdater: set('optimistic') });
  seen.push((source as { toJSON(): unknown }).toJSON());
  optimistic.dispose();
  environment.commitUpdate(set('committed'));
  store.batchLiveStateUpdates(() => environment.commitUpdate(set('batched')));
  // The time the answer was written is the clock's.
  const check = () => ({ ...(environment.check(descriptor) as object), fetchTime: undefined });
  seen.push(check(), (source as { toJSON(): unknown }).toJSON());
  subscription.dispose();
  retained.dispose();
  store.__gc();
  seen.push(check(), (source as { toJSON(): unknown }).toJSON());
  return seen;
}
