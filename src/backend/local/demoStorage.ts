/**
 * Where the `local` backend keeps everything, one versioned key. The shell's 'Reset demo data'
 * control clears it without loading the backend itself.
 */
export const LOCAL_STORAGE_KEY = 'learn-and-earn.local.v1';

export function resetDemoData(storage: Storage = window.localStorage): void {
  storage.removeItem(LOCAL_STORAGE_KEY);
}
