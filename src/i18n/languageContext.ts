import { createContext, useContext } from 'react';
import type { Language } from './language';

export const LanguageContext = createContext<Language>('en');

/** The language the whole page is in, decided once from its address (main.tsx, the prerender). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
