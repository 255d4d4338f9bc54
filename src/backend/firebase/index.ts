import type { Backend } from '../types';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

export async function createFirebaseBackend(
  _config: FirebaseWebConfig & { useEmulators?: boolean },
): Promise<Backend> {
  throw new Error('The firebase backend is not built yet');
}
