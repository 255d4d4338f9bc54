import { describe, expect, it } from 'vitest';

/**
 * Every part's words in both languages (texts.en.ts and texts.hi.ts beside each other): the same
 * texts in each, and the Hindi ones in Hindi. TypeScript already refuses a Hindi module of another
 * shape; this also catches a list of another length and a Hindi text left in English.
 */
const english = import.meta.glob<{ texts: unknown }>('/src/**/*texts.en.ts', { eager: true });
const hindi = import.meta.glob<{ texts: unknown }>('/src/**/*texts.hi.ts', { eager: true });

/** Hindi texts that are rightly in Latin letters: names and codes said the same in both languages. */
const latinInHindi = new Set([
  'WhatsApp',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'UPI',
  'UPI ID',
  'IFSC',
  'UTR',
  'PDF',
  'eBook',
  'eBooks',
]);

const devanagari = /[\u0900-\u097F]/;

function sample(text: (...args: unknown[]) => unknown): unknown {
  const args = (value: unknown) => Array.from({ length: text.length }, () => value);
  try {
    return text(...args(2));
  } catch {
    return text(...args('x'));
  }
}

/** Where the two differ in shape, and the Hindi strings with no Hindi in them, by path. */
function differences(en: unknown, hi: unknown, path: string, found: string[]): string[] {
  if (typeof en === 'function' && typeof hi === 'function') {
    if (en.length !== hi.length)
      found.push(`${path}: takes ${en.length} values in English, ${hi.length} in Hindi`);
    return differences(sample(en as never), sample(hi as never), `${path}()`, found);
  }
  if (Array.isArray(en) || Array.isArray(hi)) {
    if (!Array.isArray(en) || !Array.isArray(hi) || en.length !== hi.length) {
      found.push(`${path}: ${JSON.stringify(en)?.slice(0, 60)} has no Hindi list of the same length`);
      return found;
    }
    en.forEach((item, index) => differences(item, hi[index], `${path}[${index}]`, found));
    return found;
  }
  if (en && typeof en === 'object' && hi && typeof hi === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    for (const key of keys) {
      if (!(key in en)) found.push(`${path}.${key}: only in Hindi`);
      else if (!(key in hi)) found.push(`${path}.${key}: only in English`);
      else
        differences(
          (en as Record<string, unknown>)[key],
          (hi as Record<string, unknown>)[key],
          `${path}.${key}`,
          found,
        );
    }
    return found;
  }
  if (typeof en !== typeof hi) found.push(`${path}: a ${typeof en} in English, a ${typeof hi} in Hindi`);
  else if (typeof hi === 'string' && /[A-Za-z]/.test(hi) && !devanagari.test(hi) && !latinInHindi.has(hi))
    found.push(`${path}: "${hi}" is not in Hindi`);
  return found;
}

describe('the words of every part of the site', () => {
  const parts = Object.keys(english).map((file) => file.replace(/\.en\.ts$/, ''));

  it('are found', () => {
    expect(parts.length).toBeGreaterThan(0);
  });

  it.each(parts)('%s has a Hindi text for every English one, and no other', (part) => {
    const hi = hindi[`${part}.hi.ts`];
    expect(hi, `${part}.hi.ts is missing`).toBeDefined();
    expect(differences(english[`${part}.en.ts`]!.texts, hi!.texts, 'texts', [])).toEqual([]);
  });

  it('has no Hindi module without its English one', () => {
    const orphans = Object.keys(hindi).filter((file) => !english[file.replace(/\.hi\.ts$/, '.en.ts')]);
    expect(orphans).toEqual([]);
  });
});
