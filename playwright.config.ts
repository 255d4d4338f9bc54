import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several suites run side by side, each on its own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_PORT ? `.e2e/dist-${port}` : 'dist';

/**
 * Journeys run in the machine's own Chromium (Debian's `chromium` package, or
 * CHROME_PATH), never a downloaded browser, against the production build.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
