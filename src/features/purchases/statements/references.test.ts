import { describe, expect, it } from 'vitest';
import { rowReferences, upiReferencesIn } from './references';

describe('upiReferencesIn', () => {
  it.each([
    ['UPI/533412345678/PAYMENT FROM ASHA/asha@okaxis', ['533412345678']],
    ['UPI-ASHA RAO-asha@okaxis-UTIB0000123-533412345678-PAYMENT', ['533412345678']],
    ['UPI/CR/533412345678/ASHA RAO/UTIB/asha@okaxis/Payment--', ['533412345678']],
    ['0000533412345678', ['533412345678']],
    ['NEFT-N330261234567890-EXAMPLE', []],
    ['TRANSFER FROM 4897691162096', []],
    ['Mobile 9876543210', []],
  ])('finds the UPI references of %s', (text, references) => {
    expect(upiReferencesIn(text)).toEqual(references);
  });
});

describe('rowReferences', () => {
  it('keeps the reference cell whole, normalised, beside the UPI references', () => {
    expect(rowReferences(['t2611 2410321144'], 'UPI/533412345678/x')).toEqual([
      'T26112410321144',
      '533412345678',
    ]);
  });

  it('lists each reference once', () => {
    expect(rowReferences(['533412345678'], 'UPI/533412345678/x')).toEqual(['533412345678']);
  });

  it('leaves out what a payment could never be filed under, and placeholders any buyer could type', () => {
    expect(rowReferences(['-', '0', '000000', 'TRANSFER/FROM', 'ab'], '')).toEqual([]);
  });
});
