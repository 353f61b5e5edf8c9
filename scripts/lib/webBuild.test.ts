// The web build that npm start serves: no source maps (issue 8: none in production), only
// production builds of the libraries, react-relay's hooks without its legacy containers, and
// precompressed files for the server to send.
import { describe, expect, it } from 'vitest';
import type { Plugin, UserConfig } from 'vite';
import defineWebConfig from '../../web/vite.config.ts';

const buildConfig = defineWebConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }) as UserConfig;
const serveConfig = defineWebConfig({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }) as UserConfig;
const pluginNames = (config: UserConfig) => (config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);

describe('the web build', () => {
  it('emits no source maps', () => {
    expect(buildConfig.build?.sourcemap).toBe(false);
  });

  it("bundles react-relay's hooks entry only, and the dev server resolves packages as they are", () => {
    const aliases = buildConfig.resolve?.alias as Array<{ find: RegExp; replacement: string }>;
    const target = (specifier: string) => aliases.find((alias) => alias.find.test(specifier))?.replacement;
    expect(target('react-relay')).toBe('react-relay/hooks');
    expect(target('react-relay/hooks')).toBeUndefined();
    expect(serveConfig.resolve?.alias).toEqual([]);
  });

  it('refuses development builds and writes .br and .gz files', () => {
    expect(pluginNames(buildConfig)).toEqual(expect.arrayContaining(['commons:production-modules-only', 'commons:precompress']));
  });
});
