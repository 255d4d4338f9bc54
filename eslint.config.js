import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';
import { FLOORS } from './scripts/layers.mjs';

/*
 * The floors of src/ (scripts/layers.mjs, and the Layout section of README.md), lowest first:
 *
 *   i18n, config, styles → lib → catalogue → backend → session → components → features → app
 *   → prerender → test
 *
 * - a folder imports from its own floor and those below it, never from one above, type imports
 *   and dynamic imports included; a test may also import the test helpers of src/test;
 * - a feature imports no other feature (what two features share lives on a floor below);
 * - only backend/firebase imports Firebase;
 * - no module imports itself through others (import-x/no-cycle).
 */

/** Firebase stays behind the backend port. */
const firebase = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase imports Firebase; pages use the backend port (src/backend).',
};

const floorText = FLOORS.map((floor) => floor.join(', ')).join(' → ');

/** For each folder, the folders above its floor, which it may not import. */
const upZones = (allowed = []) =>
  FLOORS.flatMap((floor, index) => {
    const above = FLOORS.slice(index + 1)
      .flat()
      .filter((folder) => !allowed.includes(folder));
    return above.length === 0
      ? []
      : floor.map((folder) => ({
          target: `./src/${folder}`,
          from: above.map((up) => `./src/${up}`),
          message: `${folder} is below ${above.join(', ')}: imports run down the floors (${floorText}).`,
        }));
  });

/** Each feature against every other: what two features share lives on a floor below them. */
const featureZones = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to a floor below.',
  }));

const tests = ['src/**/*.test.{ts,tsx}', 'src/**/*.emulator.{ts,tsx}', 'src/test/**'];

export default tseslint.config(
  { ignores: ['dist', '.e2e', 'coverage', 'playwright-report', 'test-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Fast refresh is for the running app; test helpers may mix components and functions.
    files: ['src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebase] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too, parsed as typescript-eslint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...upZones(), ...featureZones] }],
    },
  },
  {
    files: tests,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...upZones(['test']), ...featureZones] }],
    },
  },
);
