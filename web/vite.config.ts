import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// The Relay babel plugin turns graphql`` tags into imports of the compiled artifacts in
// __generated__ (written by relay-compiler). With @vitejs/plugin-react 6 Babel is no longer
// built in, so it runs through @rolldown/plugin-babel, only on files that use graphql``.
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      plugins: [['relay', { artifactDirectory: undefined, eagerEsModules: true }]],
    }),
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
});
