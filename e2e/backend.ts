/** Which backend the journeys' build runs on: `local` unless the emulator launcher says `firebase`. */
export type E2eBackend = 'local' | 'firebase';

export function e2eBackend(): E2eBackend {
  return process.env.E2E_BACKEND === 'firebase' ? 'firebase' : 'local';
}

/**
 * The tag of a journey that reads nothing from the backend: a signed-out visit to a page whose
 * content is in the code (a course, a policy, the blog, the menu, a print). It runs on `local`
 * only; on `firebase` it would run the same code again, one journey at a time against the
 * emulators, so the emulator run leaves it out (playwright.config.ts) and spends its time on the
 * journeys that read and write data.
 */
export const READS_NO_DATA = { tag: '@reads-no-data' };
