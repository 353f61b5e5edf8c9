import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { ROUTE_JS_REPORT, type RouteJsReport } from '../scripts/lib/routeJs.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
/**
 * react-relay's main module (CommonJS, so nothing is tree-shaken) also carries the legacy
 * container APIs (QueryRenderer, createFragmentContainer …) the app never uses; its hooks
 * entry has every export the app imports.
 */
const relayHooksOnly = [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }];

/** Fails a build that bundles any library's development build (React's, Relay's …). */
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
      const files = Object.keys(bundle).filter((name) => compressible.test(name) && !name.startsWith('.vite/'));
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

/**
 * The pages a first visit most often opens, with the modules their route loads (the page and the
 * query its loader imports: web/src/router.tsx). A build fails when one of them is in no chunk.
 */
const landingRoutes: Array<{ path: RegExp; modules: string[] }> = [
  { path: /^\/$/, modules: ['routes/home/HomePage.tsx', 'routes/home/__generated__/HomePageQuery.graphql.ts'] },
  { path: /^\/polls\/?$/, modules: ['routes/polls/PollsPage.tsx', 'routes/polls/__generated__/PollsPageQuery.graphql.ts'] },
  {
    path: /^\/discussion\/[^/]+(?:\/[^/]+)?\/?$/,
    modules: ['routes/discussion/DiscussionPage.tsx', 'routes/discussion/__generated__/DiscussionPageQuery.graphql.ts'],
  },
  { path: /^\/explore\/?$/, modules: ['routes/explore/ExplorePage.tsx', 'routes/explore/__generated__/ExplorePageQuery.graphql.ts'] },
  { path: /^\/c\/[^/]+\/?$/, modules: ['routes/explore/CommunityPage.tsx', 'routes/explore/__generated__/CommunityPageQuery.graphql.ts'] },
];

/**
 * A first visit would load its page's code only once the entry chunk has arrived and run (the
 * router's lazy route), one round trip after another. A small script listed before the entry
 * (module scripts run in order, it runs as soon as the page is parsed) looks at the address and
 * adds <link rel="modulepreload"> (and the stylesheets) for that route's chunks, so they download
 * alongside the entry. (The CSP allows no inline script, hence a file.)
 */
function routePreload(): Plugin {
  let outDir = '';
  let routeFiles: Array<{ path: string; files: Array<{ file: string; route: boolean }> }> = [];
  return {
    name: 'commons:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk[]) => {
        const seen = new Set<Rollup.OutputChunk>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const name of chunk.imports) visit(byFile.get(name)!);
        };
        start.forEach(visit);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = closure([entry]);
      const css = (chunk: Rollup.OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
      const alreadyStyled = new Set([...loadedByEntry].flatMap(css));
      routeFiles = [];
      const table = landingRoutes.map(({ path: pattern, modules }) => {
        const starts = modules.map((module) => {
          const file = path.join(webRoot, 'src', module);
          const chunk = chunks.find((c) => c.moduleIds.includes(file));
          if (!chunk) this.error(`route preload: ${module} is in no chunk`);
          return chunk;
        });
        const needed = [...closure(starts)].filter((chunk) => !loadedByEntry.has(chunk));
        const scripts = needed.map((chunk) => `/${chunk.fileName}`);
        const styles = [...new Set(needed.flatMap(css))].filter((file) => !alreadyStyled.has(file)).map((file) => `/${file}`);
        routeFiles.push({ path: pattern.source, files: [...loadedByEntry, ...needed].map((chunk) => ({ file: chunk.fileName, route: !loadedByEntry.has(chunk) })) });
        return [pattern.source, scripts, styles];
      });
      const source =
        `const routes=${JSON.stringify(table)};` +
        'for(const[p,scripts,styles]of routes){if(!new RegExp(p).test(location.pathname))continue;' +
        'const add=(rel,href)=>{const l=document.createElement("link");l.rel=rel;l.crossOrigin="";l.href=href;document.head.appendChild(l)};' +
        'for(const h of scripts)add("modulepreload",h);for(const h of styles)add("stylesheet",h);break}\n';
      const fileName = `assets/routePreload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') this.error('route preload: no index.html in the build');
      const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html.source);
      if (!entryTag) this.error('route preload: the entry script tag was not found in index.html');
      html.source = html.source.replace(entryTag[0], `<script type="module" crossorigin src="/${fileName}"></script>\n    ${entryTag[0]}`);
    },
    // The sizes of the files as written (plugins may still change a chunk's code after generateBundle),
    // for npm run bench:web and tests/e2e/route-js.spec.ts.
    async writeBundle() {
      const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
      const sizeOf = async (file: string) => {
        const content = await readFile(path.join(outDir, file));
        sizes.set(file, { bytes: content.byteLength, gzipBytes: gzipSync(content, { level: 9 }).byteLength });
      };
      await Promise.all([...new Set(routeFiles.flatMap((route) => route.files.map((entry) => entry.file)))].map(sizeOf));
      const report: RouteJsReport = {
        routes: routeFiles.map(({ path: pattern, files }) => {
          const measured = files.map((entry) => ({ ...entry, ...sizes.get(entry.file)! }));
          return { path: pattern, files: measured, gzipBytes: measured.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
        }),
      };
      await mkdir(path.dirname(path.join(outDir, ROUTE_JS_REPORT)), { recursive: true });
      await writeFile(path.join(outDir, ROUTE_JS_REPORT), JSON.stringify(report, null, 2));
    },
  };
}

/** Where the build's id is published; the app compares it with its own (features/shell/appUpdate.ts). */
const BUILD_ID_FILE = 'version.json';

/**
 * Names the build: a hash of every file name the bundle writes (content-hashed names, so the id
 * changes exactly when some file does). index.html carries it in <meta name="build-id">, and
 * /version.json (served uncached) says which build is deployed now.
 */
function buildId(): Plugin {
  return {
    name: 'commons:build-id',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => name !== 'index.html' && name !== BUILD_ID_FILE).sort();
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') this.error('build id: no index.html in the build');
      const id = createHash('sha256').update(names.join('\n')).update(html.source).digest('base64url').slice(0, 16);
      html.source = html.source.replace('</title>', `</title>\n    <meta name="build-id" content="${id}" />`);
      this.emitFile({ type: 'asset', fileName: BUILD_ID_FILE, source: `${JSON.stringify({ buildId: id })}\n` });
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
    alias: command === 'build' ? relayHooksOnly : [],
  },
  plugins: [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      plugins: [['relay', { artifactDirectory: undefined, eagerEsModules: true }]],
    }),
    productionModulesOnly(),
    routePreload(),
    buildId(),
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
