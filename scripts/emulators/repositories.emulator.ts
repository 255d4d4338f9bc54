import { afterAll, beforeAll } from 'vitest';
import { configuredHosts, PROJECT_ID } from '../firebase-emulators.mjs';
import { resetToSeed, writeAsOwner } from '../emulator-seed.mjs';
import * as seed from '../../src/backend/local/seed';
import { repositoryContract } from '../../src/backend/contract/repositoryContract';
import type { Backend } from '../../src/backend/types';
import { createFirebaseBackend } from '../../src/backend/firebase';

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
