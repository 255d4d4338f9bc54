import { describe, expect, it } from 'vitest';
import {
  AD_REPORT_FIELDS,
  AD_REPORTER_FIELDS,
  BOOK_FILE_FIELDS,
  ENTITLEMENT_FIELDS,
  ENTRY_FIELDS,
  FILING_FIELDS,
  LISTING_CARD_FIELDS,
  LISTING_FIELDS,
  PAYMENT_FIELDS,
  PAYOUT_DETAILS_FIELDS,
  PAYOUT_FIELDS,
  PAYOUT_TOTALS_FIELDS,
  PUBLIC_AD_FIELDS,
  SENT_PAYOUT_FIELDS,
  SUBMISSION_FIELDS,
  SUBMISSION_LATER_FIELDS,
  TOTALS_FIELDS,
  USER_FIELDS,
} from '../documents/fields';
import { CARD_LABELS } from '../documents/adListing';
import { FILING_LIMITS } from '../policies/filingPolicy';
import { MAX_CARD_FIELDS, MAX_CARD_TEXT, MAX_EXPIRED_CARDS, MAX_LISTED_ADS } from '../limits';
import { PROFILE_LANGUAGES } from '../port/users';
import { LANGUAGES } from '../../i18n/language';
import { blocks, functionBody, reach, rules } from './rulesSource';
import { PAYMENT_STATUSES, REJECTION_REASONS, REPORT_REASONS, SUBMISSION_STATUSES } from '../types';

/**
 * firestore.rules cannot import the code's lists, so it spells out its own: the fields of each
 * document, the reasons a payment may be rejected with, the statuses it compares. A list changed
 * in the code and not in the rules would refuse real writes (or let through a field the code
 * never reads) in production only; these tests catch it first.
 */

/** The single-quoted strings of a rules list literal's inside. */
const strings = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((found) => found[1]!);

/** Each `hasExactly(<data>, [...])` list a block checks, directly or through a function it calls. */
const exactLists = (path: string) =>
  [...reach(path).matchAll(/hasExactly\([^,()]+,\s*\[([^\]]*)\]\)/g)].map((found) => strings(found[1]!));

/**
 * The blocks that keep a new document to its fields with `keys().hasOnly([...])` alone, as a
 * function of theirs reads every one of those fields (reading a key a map lacks is an error, which
 * denies, so a document without one is refused as hasAll would refuse it, for fewer of the 1,000
 * expressions a request may evaluate): the function, and the name it reads the document by.
 */
const readInFull: Record<string, { reader: string; document: string }> = {
  '/publicAds/{id}': { reader: 'isPublicCopyOf', document: 'copy' },
  '/listings/{listing}': { reader: 'isListingChange', document: 'after' },
};

/** Each `<data>.keys().hasOnly([...])` list of a new document of a block of readInFull. */
const onlyLists = (path: string) =>
  [
    ...reach(path).matchAll(
      new RegExp(
        `(?:request\\.resource\\.data|\\b${readInFull[path]!.document})\\.keys\\(\\)\\.hasOnly\\(\\[([^\\]]*)\\]\\)`,
        'g',
      ),
    ),
  ].map((found) => strings(found[1]!));

/** The status words a block compares (`status == '…'`, `adStatus(…) != '…'`) or falls back to. */
const statusWords = (path: string) => {
  const text = reach(path);
  return new Set([
    ...[...text.matchAll(/status(?:\([^)]*\))?\s*[!=]=\s*'([^']*)'/gi)].map((found) => found[1]!),
    ...[...text.matchAll(/\.get\('status',\s*'([^']*)'\)/g)].map((found) => found[1]!),
  ]);
};

const sorted = (list: readonly string[]) => [...list].sort();

/** What each collection's rules accept a new document with: the code's list of its fields. */
const documentFields: Record<string, readonly string[]> = {
  '/users/{uid}': USER_FIELDS,
  '/payments/{id}': PAYMENT_FIELDS,
  '/entitlements/{id}': ENTITLEMENT_FIELDS,
  '/bookFiles/{bookId}': BOOK_FILE_FIELDS,
  '/entries/{uid}': TOTALS_FIELDS,
  '/entries/{uid}/dailyEntries/{day}': ENTRY_FIELDS,
  '/payoutDetails/{uid}': PAYOUT_DETAILS_FIELDS,
  '/payouts/{id}': PAYOUT_FIELDS,
  '/payoutTotals/{uid}': PAYOUT_TOTALS_FIELDS,
  '/sentPayouts/{reference}': SENT_PAYOUT_FIELDS,
  '/submissions/{id}': SUBMISSION_FIELDS,
  '/publicAds/{id}': PUBLIC_AD_FIELDS,
  '/adReports/{adId}': AD_REPORT_FIELDS,
  '/adReporters/{id}': AD_REPORTER_FIELDS,
  '/listings/{listing}': LISTING_FIELDS,
};

/** Which statuses each block's comparisons are words of; a block not named here compares none. */
const statusesOf: Record<string, readonly string[]> = {
  '/payments/{id}': PAYMENT_STATUSES,
  // An entitlement is granted against its payment's status.
  '/entitlements/{id}': PAYMENT_STATUSES,
  '/submissions/{id}': SUBMISSION_STATUSES,
  '/publicAds/{id}': SUBMISSION_STATUSES,
};

describe("firestore.rules and the code's lists", () => {
  it('finds every collection the code lists fields for', () => {
    expect(sorted([...blocks.keys()])).toEqual(
      sorted([...Object.keys(documentFields), '/{path=**}/dailyEntries/{day}', '/filings/{uid}']),
    );
  });

  it.each(Object.entries(documentFields))(
    'accepts a new %s with exactly the fields of fields.ts',
    (path, fields) => {
      const lists = path in readInFull ? onlyLists(path) : exactLists(path);
      expect(lists.length, `a hasExactly or read-in-full hasOnly list in match ${path}`).toBeGreaterThan(0);
      for (const list of lists) expect(sorted(list)).toEqual(sorted(fields));
    },
  );

  it.each(Object.entries(readInFull))(
    'refuses a new %s without one of its fields, as its rule reads each one',
    (path, { reader, document }) => {
      expect(exactLists(path), `match ${path} keeps its fields one way`).toEqual([]);
      // The reader is the block's own (reach() follows the calls), and the document it reads is
      // the one written.
      const text = reach(path);
      expect(text).toMatch(new RegExp(`\\b${reader}\\(`));
      expect(text).toMatch(
        new RegExp(`${reader}\\(request\\.resource\\.data\\b|let ${document} = request\\.resource\\.data;`),
      );
      const body = functionBody(reader);
      // Read where a missing key denies: not behind `||` or `? :` of its own line.
      for (const field of documentFields[path]!) {
        const reads = body.split('\n').filter((line) => line.includes(`${document}.${field}`));
        expect(reads.length, `${reader}() reads ${document}.${field}`).toBeGreaterThan(0);
        expect(
          reads.some((line) => /^\s*(?:&&\s*|return\s+|let \w+ = )/.test(line) && !/\|\||\?/.test(line)),
          `${reader}() reads ${document}.${field} where a missing key denies`,
        ).toBe(true);
      }
    },
  );

  it('checks no document of a collection the code lists no fields for', () => {
    for (const path of blocks.keys()) {
      if (!(path in documentFields)) expect(exactLists(path), path).toEqual([]);
    }
  });

  it('lets an ad gain only the later fields of fields.ts', () => {
    const kept = [
      ...reach('/submissions/{id}').matchAll(/request\.resource\.data\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/g),
    ].map((found) => strings(found[1]!));
    expect(kept).toHaveLength(1);
    expect(sorted(kept[0]!)).toEqual(sorted([...SUBMISSION_FIELDS, ...SUBMISSION_LATER_FIELDS]));
  });

  it("keeps an account's counts to the fields and limits of filingPolicy.ts", () => {
    const block = reach('/filings/{uid}');
    // The counts are written two ways, each changing only fields of the list, so a count holds no
    // other: the account's filing (created from nothing, or changed) its count and the name of what
    // it files, and the admin's decision, of counts there before, the counts alone.
    const own = blocks.get('/filings/{uid}')!;
    expect(own).toMatch(
      /allow create, update: if [^;]*&& \(\(isAdmin\(\) && resource != null && releasesNamed\(\)\)\s*\|\| \(isUser\(uid\)\s*&& \(filesNamed\(uid, [^)]*\)\s*\|\| filesNamed\(uid, [^)]*\)\)\)\);/,
    );
    expect(functionBody('filesNamed')).toContain(
      'request.resource.data.diff(filingBefore()).affectedKeys().hasOnly([what, name])',
    );
    expect(functionBody('filingBefore')).toContain('resource == null ? {} : resource.data');
    const filed = [...own.matchAll(/filesNamed\(uid, '(\w+)', '(\w+)', '\w+'\)/g)].map((found) => [
      found[1]!,
      found[2]!,
    ]);
    const decided = /changed\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(functionBody('releasesNamed'));
    expect(filed.map(([count]) => count)).toEqual(strings(decided![1]!));
    expect(sorted(filed.flat())).toEqual(sorted(FILING_FIELDS));
    const limits = [...block.matchAll(/isCount\(request\.resource\.data, '(\w+)', (\d+)\)/g)].map((found) => [
      found[1],
      Number(found[2]),
    ]);
    expect(Object.fromEntries(limits)).toEqual(FILING_LIMITS);
  });

  it("lists an ad's card with exactly the fields and labels of adListing.ts, to its limits", () => {
    const block = reach('/listings/{listing}');
    const cardKeys = [...block.matchAll(/card\.keys\(\)\.has(?:All|Only)\(\[([^\]]*)\]\)/g)];
    expect(cardKeys).toHaveLength(1);
    for (const found of cardKeys) expect(sorted(strings(found[1]!))).toEqual(sorted(LISTING_CARD_FIELDS));
    const labels = /function cardLabels\(\)\s*\{\s*return \[([^\]]*)\]/.exec(rules);
    expect(sorted(strings(labels![1]!))).toEqual(sorted(CARD_LABELS));
    expect(block).toContain(`fields.size() <= ${MAX_CARD_FIELDS}`);
    expect(block).toMatch(/let n = v\.size\(\);\s*return n < 1 \|\|/);
    const textsChecked = [
      ...block.matchAll(/\(n < (\d+) \|\| \(v\[(\d+)\] is string && v\[(\d+)\]\.size\(\) <= (\d+)\b/g),
    ];
    expect(textsChecked.map((found) => [found[1], found[2], found[3], found[4]].map(Number))).toEqual(
      Array.from({ length: MAX_CARD_FIELDS - 1 }, (_, i) => [i + 2, i + 1, i + 1, MAX_CARD_TEXT]),
    );
    expect(block).toContain(`return n < 1 || (v[0] is string && v[0].size() <= ${MAX_CARD_TEXT}`);
    expect(block).toContain(`after.cards.size() <= ${MAX_LISTED_ADS}`);
    expect(block).toMatch(new RegExp(`let n = expired\\.size\\(\\);\\s*return n <= ${MAX_EXPIRED_CARDS}\\b`));
    const timesChecked = [...block.matchAll(/before\[expired\[(\d+)\]\]\.publishedAt <= ended/g)];
    expect(timesChecked.map((found) => Number(found[1]))).toEqual(
      Array.from({ length: MAX_EXPIRED_CARDS }, (_, i) => i),
    );
  });

  it('rejects a payment with exactly the reasons the admin is offered', () => {
    const lists = [...rules.matchAll(/rejectionReason in \[([^\]]*)\]/g)].map((found) => strings(found[1]!));
    expect(lists).toHaveLength(1);
    expect(sorted(lists[0]!)).toEqual(sorted(REJECTION_REASONS));
  });

  it("lets a profile name exactly the site's languages", () => {
    const lists = [...rules.matchAll(/language in \[([^\]]*)\]/g)].map((found) => strings(found[1]!));
    expect(lists).toHaveLength(1);
    expect(sorted(lists[0]!)).toEqual(sorted(PROFILE_LANGUAGES));
    expect(sorted(PROFILE_LANGUAGES)).toEqual(sorted(LANGUAGES));
  });

  it('accepts a report with exactly the reasons a visitor is offered', () => {
    const lists = [...rules.matchAll(/reason in \[([^\]]*)\]/g)].map((found) => strings(found[1]!));
    expect(lists).toHaveLength(1);
    expect(sorted(lists[0]!)).toEqual(sorted(REPORT_REASONS));
  });

  it.each(Object.entries(statusesOf))('compares only statuses of the code in %s', (path, statuses) => {
    const words = statusWords(path);
    expect(words.size, `a status compared in match ${path}`).toBeGreaterThan(0);
    for (const word of words) expect(statuses, `'${word}' in match ${path}`).toContain(word);
  });

  it('compares every status of a payment and of an ad in its own collection', () => {
    expect(sorted([...statusWords('/payments/{id}')])).toEqual(sorted(PAYMENT_STATUSES));
    expect(sorted([...statusWords('/submissions/{id}')])).toEqual(sorted(SUBMISSION_STATUSES));
  });

  it('compares no status anywhere else', () => {
    for (const path of blocks.keys()) {
      if (!(path in statusesOf)) expect([...statusWords(path)], path).toEqual([]);
    }
  });
});
