import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adCategories } from '../../catalogue/ads';
import { ebooks, paymentAmount } from '../../catalogue/ebooks';
import { formatRupees } from '../../lib/money';
import { MAX_AD_FIELDS, MAX_EMAIL, MAX_FULL_NAME } from '../limits';

/**
 * firestore.rules cannot import the catalogue, so it copies what it checks writes against: the
 * eBooks' titles and prices, the ad categories, the size of an ad. A change to the catalogue that
 * is not made in the rules too would refuse real purchases or ads in production only; these tests
 * catch it first.
 */

/** firestore.rules at the root of the project (Vitest runs from there). */
const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

/** A rules literal as a JavaScript value: its strings are single-quoted, the rest is JSON's. */
const asJson = (literal: string): unknown =>
  JSON.parse(
    literal.replace(/'((?:[^'\\]|\\.)*)'/g, (_quoted, text: string) =>
      JSON.stringify(text.replace(/\\(.)/g, '$1')),
    ),
  );

/** The literal a rules function `name()` returns, as a JavaScript value. */
function returnedLiteral(name: string): unknown {
  const found = [
    ...rules.matchAll(new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return ([^;]*);\\s*\\}`, 'g')),
  ];
  expect(found, `one function ${name}() in firestore.rules`).toHaveLength(1);
  return asJson(found[0]![1]!);
}

describe('firestore.rules and the catalogue', () => {
  it("holds each eBook's title and the price text the app records for it", () => {
    const expected = Object.fromEntries(
      ebooks.map((book) => [book.id, { title: book.recordedTitle, amount: formatRupees(book.price) }]),
    );
    expect(returnedLiteral('books')).toEqual(expected);
    // The payment page and the demo data record the amount through paymentAmount().
    for (const book of ebooks) expect(paymentAmount(book)).toBe(formatRupees(book.price));
    expect(expected['1']).toEqual({ title: 'Online Data Entry Guide', amount: '₹1,499' });
  });

  it("holds every ad category with its subcategories and each subcategory's form labels", () => {
    const body = /function adFormLabels\(category, subcategory\)\s*\{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const forms: Record<string, Record<string, unknown>> = {};
    let category = '';
    for (const line of body.split('\n')) {
      const named = /category == ('[^']*') \? \($/.exec(line);
      const form = /subcategory == ('[^']*') \? (\[.*\])$/.exec(line);
      if (named && !form) forms[(category = asJson(named[1]!) as string)] = {};
      else if (form) forms[category]![asJson(form[1]!) as string] = asJson(form[2]!);
      else expect(line.trim(), 'a line of adFormLabels()').toMatch(/^(|return|: null\)|: null;)$/);
    }
    expect(forms).toEqual(
      Object.fromEntries(
        adCategories.map((category) => [
          category.name,
          Object.fromEntries(
            category.subcategories.map((sub) => [sub.name, sub.fields.map((field) => field.label)]),
          ),
        ]),
      ),
    );
  });

  it('caps an ad at the fields policy.ts allows, each checked, and every subcategory fits', () => {
    const fieldMap = /function isFieldMap\(value\)\s*\{[^}]*value\.size\(\) <= (\d+)/.exec(rules);
    expect(Number(fieldMap?.[1])).toBe(MAX_AD_FIELDS);
    const checked = /function fieldTexts\(v\)\s*\{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const indexes = [...checked.matchAll(/textAt\(v, (\d+)\)/g)].map((match) => Number(match[1]));
    expect(indexes).toEqual(Array.from({ length: MAX_AD_FIELDS }, (_, i) => i));

    const largest = Math.max(
      ...adCategories.flatMap((category) => category.subcategories.map((sub) => sub.fields.length)),
    );
    expect(largest).toBeLessThanOrEqual(MAX_AD_FIELDS);
  });

  it('accepts the longest full name and e-mail an account can have, as policy.ts does', () => {
    expect(rules).toMatch(
      new RegExp(`function isFullName\\(value\\)\\s*\\{\\s*return isText\\(value, 1, ${MAX_FULL_NAME}\\);`),
    );
    expect(rules).toMatch(
      new RegExp(`function isOwnEmail\\(value\\)\\s*\\{\\s*return isText\\(value, 1, ${MAX_EMAIL}\\)`),
    );
  });
});
