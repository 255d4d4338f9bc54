import { emulators } from '../../firebase.json';

/**
 * The Auth emulator's own API and Firebase Auth's REST API on it: what the tests of `npm run
 * test:auth` need of the auth service beside the app, as the console, a mailbox or someone with the
 * site's API key would use it. Plain requests, so a page's test reaches it without the SDK.
 */
const AUTH_EMULATOR_URL = `http://${emulators.auth.host}:${emulators.auth.port}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-learn-and-earn';
const API_KEY = 'demo-key';

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH_EMULATOR_URL}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const identity = (method: string, body: object) =>
  call(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** Deletes every account (the mailbox keeps what it was sent). */
export async function emptyAuthEmulator(): Promise<void> {
  await call(`/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** Every e-mail with a link the emulator has sent since it started (its mailbox). */
export async function oobCodes(): Promise<OobCode[]> {
  return ((await call(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`)) as { oobCodes: OobCode[] }).oobCodes;
}

/** The last e-mail of `requestType` sent to `email`; fails if there is none. */
export async function lastEmail(email: string, requestType: OobCode['requestType']): Promise<OobCode> {
  const sent = (await oobCodes()).filter((code) => code.email === email && code.requestType === requestType);
  const last = sent.at(-1);
  if (!last) throw new Error(`no ${requestType} e-mail to ${email}`);
  return last;
}

/**
 * The site's address an e-mail's link opens, as the templates' action URL (README, deploying)
 * makes it: `page` (/verify-email) with the link's whole query, Firebase's own API key among it.
 */
export const actionPageLink = (sent: OobCode, page: string) => `${page}${new URL(sent.oobLink).search}`;

/** A new account with a password, made through the REST API: no profile, nobody signed in here. */
export async function newAccount(email: string, password: string): Promise<{ idToken: string }> {
  return (await identity('signUp', { email, password, returnSecureToken: true })) as { idToken: string };
}

/** Whether `email` and `password` sign in, and the account's address and its confirmation then. */
export async function signInWith(email: string, password: string) {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) return null;
  const { idToken } = (await response.json()) as { idToken: string };
  const { users } = (await identity('lookup', { idToken })) as {
    users: { email: string; emailVerified?: boolean }[];
  };
  return { email: users[0]!.email, emailVerified: users[0]!.emailVerified ?? false };
}

/**
 * Changes the account's address at once through the REST API, with its ID token, as anyone who
 * holds a session of it can: Firebase then mails the old address a link to take the change back.
 */
export async function changeAddressNow(idToken: string, newEmail: string): Promise<void> {
  await identity('update', { idToken, email: newEmail, returnSecureToken: true });
}

/**
 * Asks for a change of address that waits for the new address to confirm it (what
 * verifyBeforeUpdateEmail does): Firebase mails the new address the link.
 */
export async function requestAddressChange(idToken: string, newEmail: string): Promise<void> {
  await identity('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail });
}

/** Sends the account's own verification e-mail, going on to `continueUrl`. */
export async function sendVerificationTo(idToken: string, continueUrl: string): Promise<void> {
  await identity('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken, continueUrl });
}

/** Sends a password reset e-mail, going on to `continueUrl`. */
export async function sendResetTo(email: string, continueUrl: string): Promise<void> {
  await identity('sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
}
