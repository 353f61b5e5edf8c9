// The browser build's Relay (web/vite.config.ts) is the packages' own code, less what never runs:
// the entries of bundledRelayRuntime.js and bundledReactRelay.js re-export the packages' own
// values, every name the bundled react-relay modules read from relay-runtime is there (and nothing
// nobody reads), and the hook builds the build keeps are the ones react-relay calls with its
// default flags.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const relayRuntime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const reactRelayHooks = require('react-relay/hooks') as Record<string, unknown>;
const hooksDir = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment.js'));
const entry = (name: string) => new URL(`./${name}`, import.meta.url).pathname;
const load = (name: string) => import(/* @vite-ignore */ entry(name)) as Promise<Record<string, unknown>>;

/** The modules a bundled react-relay entry reaches through relative requires, as the build resolves them. */
function reactRelayModulesReached(): string[] {
  const starts = [...readFileSync(entry('bundledReactRelay.js'), 'utf8').matchAll(/from '(react-relay\/lib\/[^']+)'/g)].map((m) =>
    require.resolve(m[1]!),
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
    const bundled = await load('bundledRelayRuntime.js');
    for (const [name, value] of Object.entries(bundled)) {
      if (name === '__internal') {
        for (const [internal, fn] of Object.entries(value as object)) expect(fn, `__internal.${internal}`).toBe(relayRuntime.__internal[internal]);
      } else {
        expect(value, name).toBe(relayRuntime[name]);
      }
    }
  });

  it('has every name the bundled react-relay modules read from relay-runtime', async () => {
    const bundled = await load('bundledRelayRuntime.js');
    const internal = bundled.__internal as Record<string, unknown>;
    const modules = reactRelayModulesReached();
    expect(modules.length).toBeGreaterThan(20);
    const missing = modules.flatMap((file) =>
      relayRuntimeNamesRead(file)
        .filter((name) => (name.startsWith('__internal.') ? !(name.slice(11) in internal) : !(name in bundled)))
        .map((name) => `${path.basename(file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('exports nothing that is not used', async () => {
    const bundled = await load('bundledRelayRuntime.js');
    const read = new Set(reactRelayModulesReached().flatMap(relayRuntimeNamesRead));
    const reexported = readFileSync(entry('bundledReactRelay.js'), 'utf8').match(/export \{([^}]*)\} from 'relay-runtime'/)![1]!.split(',').map((name) => name.trim());
    const used = new Set([...read, ...namesImportedFrom('relay-runtime'), ...reexported]);
    const unused = Object.keys(bundled).filter((name) => name !== '__internal' && !used.has(name));
    const unusedInternal = Object.keys(bundled.__internal as object).filter((name) => !used.has(`__internal.${name}`));
    expect([...unused, ...unusedInternal]).toEqual([]);
  });
});

describe("the build's react-relay", () => {
  it("re-exports the package's own values, each one the app imports", async () => {
    const bundled = await load('bundledReactRelay.js');
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
