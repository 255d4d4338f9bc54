import { defineConfig, devices } from '@playwright/test';
import { e2eBackend, READS_NO_DATA } from './e2e/backend';
import { appEmulatorEnv } from './scripts/firebase-emulators.mjs';

// The same journeys run on either backend: `local` (npm run test:e2e) or `firebase` against the
// seeded emulators (npm run test:e2e:firebase, which starts them and sets E2E_BACKEND).
const backend = e2eBackend();
// E2E_PORT lets several suites run side by side, each on its own build.
const port = Number(process.env.E2E_PORT ?? (backend === 'firebase' ? 4174 : 4173));
const outDir = `.e2e/dist-${backend}-${port}`;

/**
 * The journeys' own build: mode `e2e` reads no deploy config (.env.production), and the backend is
 * named outright, so a test build can never point at a live project. The emulator launcher sets
 * the admin address and the emulator project for the `firebase` run.
 */
const buildEnv = Object.entries(backend === 'firebase' ? appEmulatorEnv : { VITE_BACKEND: 'local' })
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');

/**
 * Journeys run in the machine's own Chromium (Debian's `chromium` package, or
 * CHROME_PATH), never a downloaded browser, against the production build.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // The journeys that read no data run on `local` only (e2e/backend.ts says why).
  grepInvert: backend === 'firebase' ? new RegExp(READS_NO_DATA.tag) : undefined,
  // Speed is measured by npm run bench, not here: on a busy two-core CI machine a journey (axe on a
  // long page, a PDF print) may take twice its quiet time, and that is no failure.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  retries: process.env.CI ? 1 : 0,
  // The emulators hold one database, emptied and seeded before each journey: one at a time.
  workers: backend === 'firebase' ? 1 : 2,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `reports/e2e-${backend}.json` }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of every journey costs a busy CI machine time; there, the retry of a failure records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The banner's endless scroll repaints every page in software and takes half the machine: journeys
    // run as a visitor who asked for reduced motion; those about the motion itself ask for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The machine has no outside network: keep Chromium from trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      // Axe and the keyboard walk read the markup, which the same demo data makes the same on both
      // backends: they run on `local`, and the emulator run keeps its time for the journeys.
      testIgnore:
        backend === 'firebase' ? [/\.mobile\.spec\.ts/, /accessibility\.spec\.ts/] : /\.mobile\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `${buildEnv} npx vite build --mode e2e --logLevel warn --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
