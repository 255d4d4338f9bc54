import { paths } from '../config/paths';
import { addressIn, routeOf } from '../i18n/language';
import type { EmailAction } from './types';

/**
 * The link of an e-mail from the auth service, as the demo hands it over, with the query Firebase's
 * own links carry (`mode`, `oobCode`, `continueUrl`), so the one page reads both backends' links.
 * It opens that page in the language of `continueAddress` (an address of this site:
 * /hi/create-job-post is Hindi), in English without one.
 */
export function emailActionLink(action: EmailAction, code: string, continueAddress?: string): string {
  const query = new URLSearchParams({ mode: action, oobCode: code });
  if (continueAddress !== undefined) query.set('continueUrl', continueAddress);
  const language = continueAddress === undefined ? 'en' : routeOf(continueAddress).language;
  return `${addressIn(language, paths.verifyEmail.href())}?${query.toString()}`;
}
