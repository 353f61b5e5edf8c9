import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { ROUTE_JS_REPORT, type RouteJsReport } from '../scripts/lib/routeJs.js';
import { LANDING_PAGES_MANIFEST, type LandingPage } from '../api/src/lib/landingPages.js';
import {
  relayDefaultHookBuildsOnly,
  relayRequestsApart,
  relayHooksOnly,
  relayNativeBabelHelpers,
  relayUnusedFeaturesOut,
  relayUsedExportsOnly,
} from './build/relay.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

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

const gzipped = new Map<string, Promise<Buffer>>();

/**
 * gzip as Zopfli writes it: the format every client reads, 3-4% smaller than zlib's level 9 (the
 * vendor chunk 116.8 → 112.9 KB), for clients that do not take brotli. Once per content: the route
 * report measures the files the build compressed.
 */
function gzipOnce(content: Buffer): Promise<Buffer> {
  const key = createHash('sha256').update(content).digest('hex');
  let gz = gzipped.get(key);
  if (!gz) {
    gz = zopfliGzip(content, { numiterations: 15 }).then((bytes) => Buffer.from(bytes));
    gzipped.set(key, gz);
  }
  return gz;
}

/** Below this a file is sent as it is: compressing it would save less than a few dozen bytes. */
const COMPRESS_FROM_BYTES = 256;

/** The .gz the build writes beside a file, or null where it sends the file as it is. */
async function servedGzip(content: Buffer): Promise<Buffer | null> {
  if (content.byteLength < COMPRESS_FROM_BYTES) return null;
  const gz = await gzipOnce(content);
  return gz.byteLength < content.byteLength ? gz : null;
}

/** Writes a .br (quality 11) and a .gz (Zopfli) beside a file, each where it is smaller. */
async function writeCompressed(file: string, content: Buffer): Promise<void> {
  if (content.byteLength < COMPRESS_FROM_BYTES) return;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
  });
  const gz = await servedGzip(content);
  if (br.byteLength < content.byteLength) await writeFile(`${file}.br`, br);
  if (gz) await writeFile(`${file}.gz`, gz);
}

/**
 * Precompresses every text file of the build; the server (sirv, api/src/app.ts) sends the one
 * the request accepts.
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
          if (content) await writeCompressed(file, content);
        }),
      );
    },
  };
}

/**
 * The pages a first visit most often opens, with the modules their route loads (the page and the
 * query its loader imports: web/src/router.tsx). A build fails when one of them is in no chunk.
 */
const landingRoutes: Array<{ name: string; path: RegExp; modules: string[] }> = [
  { name: 'home', path: /^\/$/, modules: ['routes/home/HomePage.tsx', 'routes/home/__generated__/HomePageQuery.graphql.ts'] },
  { name: 'polls', path: /^\/polls\/?$/, modules: ['routes/polls/PollsPage.tsx', 'routes/polls/__generated__/PollsPageQuery.graphql.ts'] },
  {
    name: 'discussion',
    path: /^\/discussion\/[^/]+(?:\/[^/]+)?\/?$/,
    modules: ['routes/discussion/DiscussionPage.tsx', 'routes/discussion/__generated__/DiscussionPageQuery.graphql.ts'],
  },
  { name: 'explore', path: /^\/explore\/?$/, modules: ['routes/explore/ExplorePage.tsx', 'routes/explore/__generated__/ExplorePageQuery.graphql.ts'] },
  { name: 'community', path: /^\/c\/[^/]+\/?$/, modules: ['routes/explore/CommunityPage.tsx', 'routes/explore/__generated__/CommunityPageQuery.graphql.ts'] },
];

/**
 * A first visit would load its page's code only once the entry chunk has arrived and run (the
 * router's lazy route), one round trip after another. For each landing route the build writes a
 * copy of index.html (landing/<name>.html) that also links the route's chunks (modulepreload) and
 * stylesheets, so the browser fetches them while it parses the page; the server sends that copy
 * for the route's addresses (api/src/lib/landingPages.ts, listed in LANDING_PAGES_MANIFEST).
 * A second copy (landing/<name>.rendered.html) is the page the server renders a guest's view into:
 * its only script is src/startAfterPaint.ts, which asks for the same modules once the page has
 * painted. It also reports what each landing route loads before it renders (ROUTE_JS_REPORT).
 */
/** The only script of a page rendered for a guest (it starts the others after the first paint). */
const AFTER_PAINT_MODULE = 'src/startAfterPaint.ts';
/** The files the entry imports statically: the vendor group (below) and rolldown's runtime. */
const LOADED_WITH_ENTRY = /^assets\/(vendor|rolldown-runtime)-/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null };

/** The modules `root` imports statically, itself included, not following `stop`. */
function staticClosure(graph: ModuleGraph, root: string, stop: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || stop(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds);
  }
  return found;
}

/**
 * Pages that show posts share a few files instead of a dozen small chunks (each its own request
 * and gzip frame, and gzip finds less to reuse in a small file): a post's parts, which a post page
 * shows too; the post list with its cards, sort, failure and loading states; the list pages'
 * search box. Each takes what its roots import and neither the entry nor an earlier group has.
 */
const CHUNK_GROUPS: Array<{ name: string; roots: string[]; ownImportsOnly?: boolean }> = [
  {
    name: 'postParts',
    roots: [
      'features/polls/PollBlock.tsx',
      'features/posts/PostActionsMenu.tsx',
      'features/posts/PostVoteControl.tsx',
      'features/posts/RelativeTime.tsx',
      'features/posts/SavePostButton.tsx',
      'features/posts/ShareButton.tsx',
      'features/posts/postRules.ts',
    ],
  },
  {
    name: 'postList',
    roots: [
      'features/feed/PostListShell.tsx',
      'features/feed/FeedList.tsx',
      'features/feed/FeedBoundary.tsx',
      'features/feed/SortSelect.tsx',
      'features/feed/useOnline.ts',
    ],
  },
  { name: 'searchBox', roots: ['features/feed/HomeSearchBox.tsx', 'features/shell/searchTerms.ts'] },
  // The home page with its query, and what only they import: one file instead of two.
  { name: 'HomePage', roots: ['routes/home/HomePage.tsx', 'routes/home/__generated__/HomePageQuery.graphql.ts'], ownImportsOnly: true },
];

/** Of `found`, the roots and the modules imported only from inside it (the others are shared). */
function ownImportsOnly(graph: ModuleGraph, found: Set<string>, roots: Set<string>): Set<string> {
  const own = new Set(found);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of own) {
      if (roots.has(id)) continue;
      if (graph.getModuleInfo(id)!.importers.some((importer) => !own.has(importer))) {
        own.delete(id);
        changed = true;
      }
    }
  }
  return own;
}
function chunkGroups() {
  let groupOf: Map<string, string> | null = null;
  const name = (id: string, graph: ModuleGraph) => {
    if (!groupOf) {
      const claimed = new Map<string, string>();
      const library = (module: string) => module.includes('node_modules') || module.startsWith(path.join(webRoot, 'src/relay/bundled'));
      const entry = staticClosure(graph, path.join(webRoot, 'src/main.tsx'), library);
      for (const group of CHUNK_GROUPS) {
        const roots = new Set(group.roots.map((root) => path.join(webRoot, 'src', root)));
        const found = new Set<string>();
        for (const rootId of roots) {
          if (!graph.getModuleInfo(rootId)) throw new Error(`web/vite.config.ts CHUNK_GROUPS: ${path.relative(webRoot, rootId)} is not in the build`);
          const taken = (module: string) => library(module) || entry.has(module) || claimed.has(module);
          for (const module of staticClosure(graph, rootId, taken)) found.add(module);
        }
        for (const module of group.ownImportsOnly ? ownImportsOnly(graph, found, roots) : found) claimed.set(module, group.name);
      }
      groupOf = claimed;
    }
    return groupOf.get(id) ?? null;
  };
  // One group per file: a group whose names differ still writes a single file.
  return CHUNK_GROUPS.map((group) => ({
    debugName: group.name,
    name: (id: string, graph: ModuleGraph) => (name(id, graph) === group.name ? group.name : null),
    ...(group.ownImportsOnly ? { includeDependenciesRecursively: false } : {}),
  }));
}

function landingPages(): Plugin {
  let outDir = '';
  let afterPaintRef = '';
  let afterPaintScript = '';
  let routes: Array<{ name: string; pattern: string; scripts: string[]; styles: string[]; files: Array<{ file: string; route: boolean }> }> = [];
  return {
    name: 'commons:landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      afterPaintRef = this.emitFile({ type: 'chunk', id: path.join(webRoot, AFTER_PAINT_MODULE), name: 'startAfterPaint' });
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
      const afterPaint = this.getFileName(afterPaintRef);
      const loader = bundle[afterPaint];
      if (loader?.type === 'chunk' && loader.imports.length + loader.dynamicImports.length > 0) {
        this.error(`${AFTER_PAINT_MODULE} must import nothing (it runs before the page paints), but its chunk imports ${loader.imports.join(', ')}`);
      }
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName !== afterPaint);
      if (!entry) return;
      afterPaintScript = `/${afterPaint}`;
      const loadedByEntry = closure([entry]);
      const css = (chunk: Rollup.OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
      const alreadyStyled = new Set([...loadedByEntry].flatMap(css));
      routes = landingRoutes.map(({ name, path: pattern, modules }) => {
        const starts = modules.map((module) => {
          const file = path.join(webRoot, 'src', module);
          const chunk = chunks.find((c) => c.moduleIds.includes(file));
          if (!chunk) this.error(`landing pages: ${module} is in no chunk`);
          return chunk;
        });
        const needed = [...closure(starts)].filter((chunk) => !loadedByEntry.has(chunk));
        return {
          name,
          pattern: pattern.source,
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: [...new Set(needed.flatMap(css))].filter((file) => !alreadyStyled.has(file)).map((file) => `/${file}`),
          files: [...loadedByEntry, ...needed].map((chunk) => ({ file: chunk.fileName, route: !loadedByEntry.has(chunk) })),
        };
      });
    },
    // From index.html as written (the build id is in it by then), and with the sizes of the files
    // as written (plugins may still change a chunk's code after generateBundle).
    async writeBundle() {
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
      if (!entryTag) throw new Error('landing pages: the entry script tag was not found in index.html');
      const entryPreloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      await mkdir(path.join(outDir, 'landing'), { recursive: true });
      await mkdir(path.dirname(path.join(outDir, LANDING_PAGES_MANIFEST)), { recursive: true });
      const manifest: LandingPage[] = [];
      for (const route of routes) {
        const styles = route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n    `).join('');
        const preloads = route.scripts.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join('');
        const file = `landing/${route.name}.html`;
        const renderedFile = `landing/${route.name}.rendered.html`;
        const html = Buffer.from(index.replace(entryTag[0], `${styles}${entryTag[0]}${preloads}`));
        await writeFile(path.join(outDir, file), html);
        await writeCompressed(path.join(outDir, file), html);
        const modules = [entryTag[1], ...entryPreloads.map((tag) => tag[1]), ...route.scripts].join(' ');
        const afterPaintTag = `<script type="module" crossorigin src="${afterPaintScript}" data-modules="${modules}"></script>`;
        const rendered = entryPreloads.reduce((page, tag) => page.replace(tag[0], ''), index).replace(entryTag[0], `${styles}${afterPaintTag}`);
        // Sent rendered, and so compressed, per request: nothing to compress ahead.
        await writeFile(path.join(outDir, renderedFile), rendered);
        manifest.push({ pattern: route.pattern, file, renderedFile });
      }
      await writeFile(path.join(outDir, LANDING_PAGES_MANIFEST), JSON.stringify(manifest, null, 2));

      const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
      const sizeOf = async (file: string) => {
        const content = await readFile(path.join(outDir, file));
        // As served: the .gz the build writes, where it wrote one.
        const gzipBytes = (await servedGzip(content))?.byteLength ?? content.byteLength;
        sizes.set(file, { bytes: content.byteLength, gzipBytes });
      };
      await Promise.all([...new Set(routes.flatMap((route) => route.files.map((entry) => entry.file)))].map(sizeOf));
      const report: RouteJsReport = {
        routes: routes.map(({ pattern, files }) => {
          const measured = files.map((entry) => ({ ...entry, ...sizes.get(entry.file)! }));
          return { path: pattern, files: measured, gzipBytes: measured.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
        }),
      };
      await writeFile(path.join(outDir, ROUTE_JS_REPORT), JSON.stringify(report, null, 2));
    },
  };
}

/**
 * Stylesheets before the scripts in index.html: the browser asks for resources in the order it
 * meets them, and what paints the page (the styles) should not wait behind the module preloads.
 */
function stylesheetsFirst(): Plugin {
  return {
    name: 'commons:stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (stylesheets.length === 0 || firstScript < 0) return html;
        const rest = stylesheets.reduce((page, tag) => page.replace(tag, ''), html);
        const at = rest.search(/[ \t]*<script type="module"/);
        return rest.slice(0, at) + stylesheets.map((tag) => tag.trimEnd() + '\n').join('') + rest.slice(at);
      },
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
// `vite build --ssr` builds the server's renderer (src/entry-server.tsx) into dist-server, outside
// what the server publishes; its libraries stay in node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: command !== 'build' ? [] : isSsrBuild ? relayHooksOnly : relayUsedExportsOnly,
  },
  plugins: [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      plugins: [['relay', { artifactDirectory: undefined, eagerEsModules: true }]],
    }),
    ...(isSsrBuild
      ? []
      : [relayDefaultHookBuildsOnly(), relayRequestsApart(), relayUnusedFeaturesOut(), relayNativeBabelHelpers(), productionModulesOnly(), stylesheetsFirst(), landingPages(), buildId(), precompress()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, ssr: true, rolldownOptions: { input: 'src/entry-server.tsx' } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No source maps: production must not publish them (the dev server has its own).
        sourcemap: false,
        // A browser without <link rel="modulepreload"> (Safari before 17) only loses the early
        // start of the route's chunks: the entry carries no polyfill for it.
        // A lazy chunk's preload list leaves out the files the entry imports statically: they have
        // loaded before any lazy import runs, and naming them in every list costs the entry bytes.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep)) : deps),
        },
        // Everything the entry imports statically loads on every page anyway: in two files (the
        // libraries, which change less often, and our code) instead of some twenty, whose own
        // overhead and import lists came to about 8 KB gzipped on the home route.
        rolldownOptions: {
          output: {
            // Every lazy file's name is in the entry's preload table: 7 hash characters, the fewest
            // rolldown takes for this many chunks, instead of 8.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
                // Not the guest pages' loader: it must stay a file of its own, importing nothing.
                { name: 'start', tags: ['$initial'], test: (id: string) => !id.endsWith(AFTER_PAINT_MODULE) },
                // Relay's request APIs (web/build/relay.ts, relayRequests), with what they require: one file.
                { name: 'relayRequests', test: /[\\/]src[\\/]relay[\\/]bundled\w*Requests\.js$/ },
                ...chunkGroups(),
              ],
            },
          },
        },
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
