// The web build that npm start serves: no source maps (issue 8: none in production), only
// production builds of the libraries, only the parts of Relay the app uses (the server renderer:
// react-relay's hooks without its legacy containers), and precompressed files for the server to send.
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import defineWebConfig from '../../web/vite.config.ts';

const buildConfig = defineWebConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }) as UserConfig;
const ssrConfig = defineWebConfig({ command: 'build', mode: 'production', isSsrBuild: true, isPreview: false }) as UserConfig;
const serveConfig = defineWebConfig({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }) as UserConfig;
const pluginNames = (config: UserConfig) => (config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);

describe('the web build', () => {
  it('emits no source maps', () => {
    expect(buildConfig.build?.sourcemap).toBe(false);
  });

  it("bundles the Relay the app uses, the server renderer react-relay's hooks entry, and the dev server resolves packages as they are", () => {
    const target = (config: UserConfig, specifier: string) =>
      (config.resolve?.alias as Array<{ find: RegExp; replacement: string }>).find((alias) => alias.find.test(specifier))?.replacement;
    expect(target(buildConfig, 'react-relay')).toMatch(/web\/src\/relay\/bundledReactRelay\.js$/);
    expect(target(buildConfig, 'relay-runtime')).toMatch(/web\/src\/relay\/bundledRelayRuntime\.js$/);
    expect(target(buildConfig, 'relay-runtime/lib/store/RelayModernStore.js')).toBeUndefined();
    expect(pluginNames(buildConfig)).toContain('commons:relay-default-hook-builds-only');
    expect(target(ssrConfig, 'react-relay')).toBe('react-relay/hooks');
    expect(target(ssrConfig, 'react-relay/hooks')).toBeUndefined();
    expect(target(ssrConfig, 'relay-runtime')).toBeUndefined();
    expect(serveConfig.resolve?.alias).toEqual([]);
  });

  it('refuses development builds and writes .br and .gz files', () => {
    expect(pluginNames(buildConfig)).toEqual(expect.arrayContaining(['commons:production-modules-only', 'commons:precompress']));
  });
});
