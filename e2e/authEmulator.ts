import { configuredHosts, PROJECT_ID } from '../scripts/firebase-emulators.mjs';

/**
 * The Auth emulator's API: as the project's owner (the Firebase console, the mailbox) or, with
 * `asOwner` false, as anyone with the site's API key (opening a link from an e-mail).
 */
export async function authEmulator(path: string, init: RequestInit = {}, asOwner = true) {
  const response = await fetch(`http://${configuredHosts().auth}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(asOwner && { Authorization: 'Bearer owner' }) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

type RequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

/** The last e-mail of `requestType` the Auth emulator sent to `email`, if any (its mailbox). */
async function lastEmail(email: string, requestType: RequestType) {
  const { oobCodes } = (await authEmulator(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`)) as {
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).pop();
}

/** The code of the last verification e-mail the Auth emulator sent to `email`, if any. */
export async function verificationCode(email: string): Promise<string | undefined> {
  return (await lastEmail(email, 'VERIFY_EMAIL'))?.oobCode;
}

/**
 * The site's address the last e-mail of `requestType` to `email` opens, as the templates' action URL
 * (README, deploying) makes it: always /verify-email, with the e-mail's mode, code and continue
 * address.
 */
export async function emailPageLink(
  email: string,
  requestType: RequestType = 'VERIFY_EMAIL',
): Promise<string | undefined> {
  const sent = await lastEmail(email, requestType);
  if (!sent) return undefined;
  const query = new URL(sent.oobLink).searchParams;
  const link = new URLSearchParams({ mode: query.get('mode')!, oobCode: sent.oobCode });
  const continueUrl = query.get('continueUrl');
  if (continueUrl) link.set('continueUrl', continueUrl);
  return `/verify-email?${link.toString()}`;
}

/** The verification e-mail's link (emailPageLink). */
export const verificationPageLink = (email: string) => emailPageLink(email, 'VERIFY_EMAIL');
