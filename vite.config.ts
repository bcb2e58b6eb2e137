import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { viteAliases } from './scripts/import-aliases.mjs';
import { API_PREFIX } from './src/shared/api';

// The SPA lives in src/web and is built into dist/web, which the Fastify server serves
// with a history fallback. In development the /api calls are proxied:
//   npm run dev       → the real server on API_TARGET (default http://127.0.0.1:8080)
//   npm run dev:mock  → Prism's mock (MOCK=1), which serves the spec's paths without /api/v1
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const mock = process.env.MOCK === '1';

/**
 * The installable app (ADR 058): the service worker compiled from src/web/sw.ts into dist/web/sw.js (injectManifest).
 * Its precache list is injected after the prerender by scripts/pwa.mjs (injectionPoint undefined here: the pages do
 * not exist yet when Vite finishes). Registration is the app's own (lib/pwa.ts, after load and idle): nothing is
 * injected into the pages. Not in the SSR build nor in development (the dev server has no service worker).
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: { injectionPoint: undefined, rollupFormat: 'es' },
    // The manifest is a static file (src/web/public/manifest.webmanifest) linked by src/web/index.html: the plugin's own
    // link would be glued to </head>, where scripts/prerender.mjs inserts the pages' boot script.
    manifest: false,
  });

export default defineConfig(({ isSsrBuild, command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), ...(command === 'build' && !isSsrBuild ? [pwa()] : [])],
  resolve: {
    alias: [
      // #web/*, #shared/*, #generated/*, #server/* from package.json "imports".
      ...viteAliases(),
      // @rjsf/core renders descriptions through markdown-to-jsx (~30 KB gzip); our forms show no markdown.
      {
        find: 'markdown-to-jsx/react',
        replacement: fileURLToPath(new URL('./src/web/lib/forms/no-markdown.tsx', import.meta.url)),
      },
      // wouter imports the React 17 shim of useSyncExternalStore; React 19 has the hook itself (root bundle, ADR 009).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      [API_PREFIX]: mock
        ? {
            target: process.env.MOCK_TARGET ?? 'http://127.0.0.1:4010',
            changeOrigin: true,
            rewrite: (path) => path.slice(API_PREFIX.length),
          }
        : { target: apiTarget, changeOrigin: true },
    },
  },
}));
