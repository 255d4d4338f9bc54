import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/*
 * The zones of src/ and which way imports may point (see the Layout section of README.md):
 *
 *   app → features → session, components, catalogue, lib, config, backend
 *
 * - a feature imports neither app/ nor another feature;
 * - components, lib, config, catalogue, session and backend import neither features nor app;
 * - only backend/firebase imports Firebase;
 * - no module imports itself through others (import-x/no-cycle).
 *
 * Imports are relative, so each zone's rule is written for the depth of the importing file below
 * src/: from src/lib/money.ts `../` is src/, from src/features/ads/AdForm.tsx it is `../../`.
 */

/** Firebase stays behind the backend port. */
const firebase = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase imports Firebase; pages use the backend port (src/backend).',
};

/** How deep below src/ a zone's files may sit, counting the zone's own folder. */
const DEPTHS = [1, 2, 3, 4, 5, 6];

/** The start of a relative import that climbs from `depth` folders below src/ back to src/. */
const fromSrc = (depth) => `^(\\.\\./){${depth}}`;

/** The files of `folders` exactly `depth` folders below src/ (src/lib/money.ts: 1). */
const filesAt = (folders, depth) =>
  folders.flatMap((folder) => {
    const below = depth - folder.split('/').length;
    return below < 0 ? [] : [`src/${folder}/${'*/'.repeat(below)}*.{ts,tsx}`];
  });

/** Shared by the app and the features, so they depend on neither. */
const shared = ['components', 'lib', 'config', 'catalogue', 'session', 'backend'];

const sharedZone = (depth) => ({
  regex: `${fromSrc(depth)}(features|app)(/|$)`,
  message:
    'components, lib, config, catalogue, session and backend are shared by the app and the features: they import neither.',
});

const featureZones = (depth) => [
  {
    regex: `${fromSrc(depth)}app(/|$)`,
    message:
      'A feature does not import app/: the session hooks are in src/session, toasts in src/lib/notify.',
  },
  {
    // From src/features/<feature>/…, one `../` fewer than src/ is src/features/: a sibling is another feature.
    regex: `^(\\.\\./){${depth - 1}}(?!\\.\\./)|(^|/)features/`,
    message:
      'A feature does not import another feature: move what both need to components/, lib/ or the catalogue.',
  },
];

/** One block per depth: the files at that depth and the imports they may not make. */
const zone = (folders, patterns, ignores = []) =>
  DEPTHS.map((depth) => ({
    files: filesAt(folders, depth),
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: patterns(depth) }] },
  })).filter((block) => block.files.length > 0);

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

  // Zones. For a file several blocks match, the last one's list applies, so each carries Firebase's too.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebase] }] },
  },
  ...zone(shared, (depth) => [firebase, sharedZone(depth)], ['src/backend/firebase/**']),
  ...zone(['backend/firebase'], (depth) => [sharedZone(depth)]),
  ...zone(['features/*'], (depth) => [firebase, ...featureZones(depth)]),

  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too, parsed as typescript-eslint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
