import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const reactRouterDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

/**
 * react-router's package exports point every condition at its development build (dev warnings,
 * 380 KB unminified): a build takes the production one instead.
 */
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * react-relay's main module (CommonJS, so nothing is tree-shaken) also carries the legacy
 * container APIs (QueryRenderer, createFragmentContainer …) the app never uses; its hooks
 * entry has every export the app imports.
 */
const relayHooksOnly = [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }];

/** Fails a build that bundles any library's development build (react-router's, React's …). */
function productionModulesOnly(): Plugin {
  const development = /[\\/](?:development)[\\/]|\.development\.[cm]?js$/;
  return {
    name: 'commons:production-modules-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = chunk.moduleIds.filter((id) => development.test(id) && id.includes('node_modules'));
        if (found.length > 0) this.error(`${chunk.fileName} bundles development builds: ${found.join(', ')}`);
      }
    },
  };
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text file of the build, where it is
 * smaller; the server (sirv, api/src/app.ts) sends the one the request accepts.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  let outDir = '';
  return {
    name: 'commons:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      // index.html and public/ files (favicon) too: not all are in the bundle.
      for (const extra of ['index.html', 'favicon.svg']) if (!files.includes(extra)) files.push(extra);
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file).catch(() => null);
          if (!content || content.byteLength < 1024) return;
          const br = brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
          });
          const gz = gzipSync(content, { level: 9 });
          if (br.byteLength < content.byteLength) await writeFile(`${file}.br`, br);
          if (gz.byteLength < content.byteLength) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The Relay babel plugin turns graphql`` tags into imports of the compiled artifacts in
// __generated__ (written by relay-compiler). With @vitejs/plugin-react 6 Babel is no longer
// built in, so it runs through @rolldown/plugin-babel, only on files that use graphql``.
export default defineConfig(({ command }) => ({
  root: webRoot,
  publicDir: 'public',
  resolve: {
    alias: command === 'build' ? [...productionReactRouter, ...relayHooksOnly] : [],
  },
  plugins: [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      plugins: [['relay', { artifactDirectory: undefined, eagerEsModules: true }]],
    }),
    productionModulesOnly(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: production must not publish them (the dev server has its own).
    sourcemap: false,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
}));
