// The web build that npm start serves: no source maps (issue 8: none in production), only
// production builds of the libraries (issue 11: react-router's exports point at its
// development build), and precompressed files for the server to send.
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

  it("bundles react-router's production build, and the dev server keeps the development one", () => {
    const aliases = buildConfig.resolve?.alias as Array<{ find: RegExp; replacement: string }>;
    const target = (specifier: string) => aliases.find((alias) => alias.find.test(specifier))?.replacement;
    expect(target('react-router')).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(target('react-router/dom')).toMatch(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(target('react-router-dom')).toBeUndefined();
    expect(serveConfig.resolve?.alias).toEqual([]);
  });

  it('refuses development builds and writes .br and .gz files', () => {
    expect(pluginNames(buildConfig)).toEqual(expect.arrayContaining(['commons:production-modules-only', 'commons:precompress']));
  });
});
