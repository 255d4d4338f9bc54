import { paths } from '../config/paths';
import { addressIn, routeOf } from '../i18n/language';

/**
 * A verification link of this site, with the query Firebase's own links carry (`mode`, `oobCode`,
 * `continueUrl`), so the one page reads both backends' links. It opens the verification page in
 * the language of `continueAddress` (an address of this site: /hi/create-job-post is Hindi).
 */
export function verificationLink(code: string, continueAddress: string): string {
  const query = new URLSearchParams({ mode: 'verifyEmail', oobCode: code, continueUrl: continueAddress });
  return `${addressIn(routeOf(continueAddress).language, paths.verifyEmail.href())}?${query.toString()}`;
}
