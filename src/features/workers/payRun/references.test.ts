import { describe, expect, it } from 'vitest';
import {
  isPayoutReference,
  newPayoutReference,
  PAYOUT_REFERENCE_LENGTH,
  referencesNamed,
  type RandomSymbols,
} from './references';

/** Symbols in a fixed order, so a test knows the reference it gets. */
const fixed =
  (...runs: number[][]): RandomSymbols =>
  () =>
    runs.shift()!;

describe('newPayoutReference', () => {
  it('is 12 capitals and digits, within the tightest narration limit of 20', () => {
    const reference = newPayoutReference();
    expect(reference).toMatch(/^LE[0-9A-Z]{10}$/);
    expect(PAYOUT_REFERENCE_LENGTH).toBe(12);
    expect(isPayoutReference(reference)).toBe(true);
  });

  it('never uses I, L, O or U after its prefix, which are misread', () => {
    for (let draw = 0; draw < 200; draw++) expect(newPayoutReference().slice(2)).not.toMatch(/[ILOU]/);
  });

  it('draws again rather than repeat a reference the run holds', () => {
    const first = newPayoutReference(new Set(), fixed([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const next = newPayoutReference(
      new Set([first]),
      fixed([1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 8, 7, 6, 5, 4, 3, 2, 1]),
    );
    expect(next).not.toBe(first);
    expect(next.slice(2, 11)).toBe('987654321');
  });

  it('draws 10,000 references without a repeat', () => {
    const drawn = new Set<string>();
    for (let draw = 0; draw < 10_000; draw++) drawn.add(newPayoutReference(drawn));
    expect(drawn.size).toBe(10_000);
  });
});

describe('isPayoutReference', () => {
  const reference = newPayoutReference(new Set(), fixed([3, 1, 4, 1, 5, 9, 2, 6, 5]));

  it('refuses a reference with one symbol changed', () => {
    const changed = `${reference.slice(0, 5)}${reference[5] === '7' ? '8' : '7'}${reference.slice(6)}`;
    expect(isPayoutReference(changed)).toBe(false);
  });

  it('refuses a reference with two neighbours swapped', () => {
    const swapped = `${reference.slice(0, 3)}${reference[4]}${reference[3]}${reference.slice(5)}`;
    expect(isPayoutReference(swapped)).toBe(false);
  });

  it.each(['', 'LE', 'le31415926500', 'XX314159265A', `${'LE'}3141592650ZZ`])('refuses %j', (text) => {
    expect(isPayoutReference(text)).toBe(false);
  });
});

describe('referencesNamed', () => {
  const asha = newPayoutReference(new Set(), fixed([10, 11, 12, 13, 14, 15, 16, 17, 18]));
  const ravi = newPayoutReference(new Set(), fixed([20, 21, 22, 23, 24, 25, 26, 27, 28]));

  it.each([
    (ref: string) => `NEFT-HDFCN52026112512345-ASHA RAO-${ref} NOV PAY`,
    (ref: string) => `IMPS/P2A/533412345678/ASHARAO/${ref.toLowerCase()}`,
    (ref: string) => `TO TRANSFER-INB ${ref.slice(0, 5)} ${ref.slice(5)}--`,
    (ref: string) => `BIL/ONL/000123/${ref}SALARY`,
  ])('finds the reference however the bank wrote it around it (%#)', (narration) => {
    expect(referencesNamed([narration(asha)], [asha, ravi])).toEqual([asha]);
  });

  it('finds it in a reference column when the narration does not carry it', () => {
    expect(referencesNamed(['NEFT DR-ASHA RAO', asha], [asha, ravi])).toEqual([asha]);
  });

  it('does not find a reference the bank cut short', () => {
    expect(referencesNamed([`NEFT-ASHA RAO-${asha.slice(0, 9)}`], [asha])).toEqual([]);
  });

  it('does not take a reference for another that starts like it', () => {
    const cousin = `${asha.slice(0, 8)}ZZZZ`;
    expect(referencesNamed([`NEFT-${cousin}`], [asha])).toEqual([]);
  });

  it('names both references of a narration naming two payouts', () => {
    expect(referencesNamed([`BULK ${asha} ${ravi}`], [asha, ravi])).toEqual([asha, ravi]);
  });
});
