import type { ReactNode } from 'react';
import type { Language } from './language';
import { LanguageContext } from './languageContext';

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}
