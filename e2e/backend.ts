/** Which backend the journeys' build runs on: `local` unless the emulator launcher says `firebase`. */
export type E2eBackend = 'local' | 'firebase';

export function e2eBackend(): E2eBackend {
  return process.env.E2E_BACKEND === 'firebase' ? 'firebase' : 'local';
}
