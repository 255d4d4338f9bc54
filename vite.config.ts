/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { previewHostingRewrites, prerenderPublicPages } from './scripts/prerender.ts';
import { buildDefines } from './src/config/buildTarget.ts';

/**
 * React Router's package names only its development build, warnings and all, whatever the mode
 * (remix-run/react-router#14102): a build takes the production files beside them, 5 KB gzipped
 * less on every page. The dev server and the tests keep the development build and its warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), prerenderPublicPages(), previewHostingRewrites()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  // The prerender step renders with the same definitions (scripts/prerender.ts). The backend is a
  // constant, so the bundler leaves the other backend's chunk out of the build.
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    ...buildDefines(loadEnv(mode, process.cwd(), 'VITE_')),
  },
  // Workers are ES modules, so a worker loads a chunk only when it needs it: the bank statement
  // reader fetches its Excel code only for an Excel file (src/lib/spreadsheet/spreadsheetFile.ts).
  worker: { format: 'es' },
  build: {
    // One stylesheet for every page (7 KB gzipped), linked from the HTML: a prerendered page is
    // styled before any script runs, with nothing shifting when a page's chunk arrives.
    cssCodeSplit: false,
    // The size benchmark reads the manifest to know which chunks a page loads.
    manifest: true,
    // Every browser the es2022 target runs in but Safari 16 supports modulepreload; there it only
    // means chunks load one after another. The polyfill would cost each page's entry 0.7 KB.
    // A page's chunk, imported on navigation, is not preloaded with its own imports: their list
    // named every chunk of every page in the entry that every public page loads (1.9 KB gzipped),
    // while a prerendered page links its chunks from its HTML. Navigating to another page fetches
    // that page's imports once its chunk has arrived, one round trip later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page runs, in one chunk beside the entry: left to itself, the bundler splits
        // it into half a dozen small files, and each file compresses apart from the others, which
        // costs every page about 1 KB gzipped.
        advancedChunks: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|src[\\/]i18n[\\/](texts|languageContext|useTextsTogether)\.ts|src[\\/]config[\\/]site\.ts/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
  },
}));
