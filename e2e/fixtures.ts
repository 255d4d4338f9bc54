import { test as base, expect } from '@playwright/test';
import { loadSeed, resetToSeed } from '../scripts/emulator-seed.mjs';
import { configuredHosts } from '../scripts/firebase-emulators.mjs';
import { e2eBackend } from './backend';

const backend = e2eBackend();

/**
 * On `firebase`, the browser logs every refused request ('Failed to load resource: … 400' for a
 * wrong password, 403 for a write the rules deny, 404 for an ad's page whose ad is gone, 429 for a
 * spent quota) whatever the app then does with it. The journeys check what the app says instead,
 * so these lines are not page errors; any other status is.
 */
const emulatorOrigins = Object.values(configuredHosts()).map((host) => `http://${host}/`);
const isRefusalByEmulator = (text: string, url: string) =>
  backend === 'firebase' &&
  /^Failed to load resource: the server responded with a status of (40[034]|429)\b/.test(text) &&
  emulatorOrigins.some((origin) => url.startsWith(origin));

/**
 * Every journey starts from the demo data: on the `local` backend each browser context seeds its
 * own; on `firebase` the emulators are emptied and seeded afresh before each journey. And every
 * journey fails on an uncaught page error or a console error, so a page that renders but throws
 * does not pass unnoticed.
 */
type Seed = Awaited<ReturnType<typeof loadSeed>>;

export const test = base.extend<{ pageErrors: string[]; demoData: void }, { seed: Seed }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  seed: [async ({}, use) => use(await loadSeed()), { scope: 'worker' }],
  demoData: [
    async ({ seed }, use) => {
      if (backend === 'firebase') await resetToSeed(configuredHosts(), seed);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' || isRefusalByEmulator(message.text(), message.location().url)) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { backend, expect };
