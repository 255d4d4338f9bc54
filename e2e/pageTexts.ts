import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { PurchaseTexts } from '../src/features/purchases/texts.en';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A part's words in one language, loaded as the build loads them: through Vite, for the modules
 * that read the site's settings from the build's environment (src/config/site.ts), which a journey
 * cannot import directly.
 */
async function textsOf<T>(path: string): Promise<T> {
  const { module } = await runnerImport<{ texts: T }>(`${root}/${path}`, {
    root,
    mode: 'e2e',
    configFile: false,
    logLevel: 'error',
  });
  return module.texts;
}

/** The payment pages' Hindi words, which name the company (the UPI payee). */
export const purchaseTextsHi = await textsOf<PurchaseTexts>('src/features/purchases/texts.hi.ts');
