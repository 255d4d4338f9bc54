import { createTestBackend } from '../../test/backend';
import { repositoryContract } from '../contract/repositoryContract';
import type { Backend } from '../types';

let backend: Backend | null = null;

repositoryContract('local', {
  reset: async (documents) => {
    backend = await createTestBackend({ documents });
  },
  backend: () => backend!,
});
