/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { previewHostingRewrites, prerenderPublicPages } from './scripts/prerender.ts';
import { buildDefines } from './src/config/buildTarget.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), prerenderPublicPages(), previewHostingRewrites()],
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
    // No preloading by Vite: a prerendered page names every chunk it needs in its HTML (its
    // starter fetches them beside the entry), the shell of the guarded pages names theirs
    // (scripts/chunks.ts), and a page's chunk imported on navigation fetches its own imports once
    // it has arrived, one round trip later. Vite's preload helper would cost every page 0.9 KB
    // gzipped for nothing, and its list of each page's imports in the entry 1.9 KB more.
    modulePreload: false,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
  },
}));
