import { afterAll, beforeAll } from 'vitest';
import { configuredHosts, PROJECT_ID } from '../../../../scripts/firebase-emulators.mjs';
import { resetToSeed, writeAsOwner } from '../../../../scripts/emulator-seed.mjs';
import * as seed from '../../local/seed';
import { repositoryContract } from '../../repositoryContract';
import type { Backend } from '../../types';
import { createFirebaseBackend } from '..';

let backend: Backend | null = null;

beforeAll(async () => {
  backend = await createFirebaseBackend({ apiKey: 'demo-key', projectId: PROJECT_ID, useEmulators: true });
});

afterAll(async () => {
  await backend?.auth.signOut();
});

repositoryContract('firebase', {
  reset: async (documents) => {
    await backend!.auth.signOut();
    await resetToSeed(configuredHosts(), seed);
    if (documents) await writeAsOwner(configuredHosts().firestore, documents);
  },
  backend: () => backend!,
});
