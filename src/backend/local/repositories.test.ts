import { createLocalBackend } from '.';
import { repositoryContract } from '../repositoryContract';
import type { Backend } from '../types';
import { MemoryStorage } from './persistence';

let backend: Backend | null = null;

repositoryContract('local', {
  reset: async () => {
    backend = await createLocalBackend({ storage: new MemoryStorage() });
  },
  backend: () => backend!,
});
