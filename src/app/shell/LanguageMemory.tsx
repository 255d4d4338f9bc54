import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HINDI_OFFERED } from '../../i18n/language';
import { chosenLanguage, rememberLanguage } from '../../i18n/languageChoice';
import { useLanguage } from '../../i18n/languageContext';
import { useSession } from '../../session/session';
import { samePageIn } from './samePage';

/**
 * Keeps a signed-in user's language on their profile as well as on the device: a choice made on
 * this device is written to the profile, and a device that has none takes the profile's, showing
 * the page in it. The admin's pages are English only, so the admin's choice stays on the device.
 * It has work only once the backend has loaded, so the shell loads it then (src/app/RootLayout.tsx).
 */
export function LanguageMemory(): null {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { status, user, isAdmin, profile, backend } = useSession();
  const stored = profile.status === 'ready' ? profile.profile.language : undefined;

  useEffect(() => {
    if (!HINDI_OFFERED || status !== 'signed-in' || isAdmin || !user || !backend || stored === undefined)
      return;
    const chosen = chosenLanguage();
    if (chosen && chosen !== stored) {
      backend.users.setLanguage(user.uid, chosen).catch((error: unknown) => {
        // The device keeps the choice; the profile is told again on the next page.
        console.error('Could not keep the language on the profile', error);
      });
    } else if (!chosen && stored) {
      rememberLanguage(stored);
      if (stored !== language) window.location.replace(samePageIn(stored, { pathname, search, hash }));
    }
  }, [status, isAdmin, user, backend, stored, language, pathname, search, hash]);
  return null;
}
