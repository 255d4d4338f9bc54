/**
 * What a build is for, decided once from its environment when Vite starts (vite.config.ts) and
 * written into the code as constants, so that a build carries one backend's code, and a production
 * build none of the demo's accounts.
 */

type Env = Record<string, string | undefined>;

/** VITE_BACKEND when set, else `firebase` when a Firebase project is configured, else `local`. */
export function chooseBackend(env: Env): 'local' | 'firebase' {
  const chosen = env.VITE_BACKEND?.trim();
  if (chosen === 'local' || chosen === 'firebase') return chosen;
  return env.VITE_FIREBASE_PROJECT_ID?.trim() ? 'firebase' : 'local';
}

/** Firebase's emulators: asked for, or a demo- project, which exists only there. */
export const usesFirebaseEmulators = (env: Env) =>
  env.VITE_FIREBASE_EMULATORS === 'true' || (env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '').startsWith('demo-');

/** Whether the build may carry the demo's accounts: on `local`, or against the emulators. */
export const carriesDemo = (env: Env) => chooseBackend(env) === 'local' || usesFirebaseEmulators(env);

/** The constants vite.config.ts defines (declared in src/vite-env.d.ts). */
export const buildDefines = (env: Env) => ({
  __BACKEND__: JSON.stringify(chooseBackend(env)),
  __DEMO__: JSON.stringify(carriesDemo(env)),
});
