import { describe, expect, it } from 'vitest';
import { rowMentions, rowReferences, upiReferencesIn } from './references';

describe('upiReferencesIn', () => {
  it.each([
    ['UPI/533412345678/PAYMENT FROM ASHA/asha@okaxis', ['533412345678']],
    ['UPI-ASHA RAO-asha@okaxis-UTIB0000123-533412345678-PAYMENT', ['533412345678']],
    ['UPI/CR/533412345678/ASHA RAO/UTIB/asha@okaxis/Payment--', ['533412345678']],
    ['0000533412345678', ['533412345678']],
    ['NEFT-N330261234567890-EXAMPLE', []],
    ['TRANSFER FROM 4897691162096', []],
    ['Mobile 9876543210', []],
    ['BY TRANSFER-UPI/CR/533412345678/ASHA RAO/UTIB/919876543210@ybl/Payment--', ['533412345678']],
  ])('finds the UPI references of %s', (text, references) => {
    expect(upiReferencesIn(text)).toEqual(references);
  });
});

describe('rowReferences', () => {
  it('keeps the reference cell whole, normalised, after the UPI references it prefers', () => {
    expect(rowReferences(['t2611 2410321144'], 'UPI/533412345678/x')).toEqual([
      '533412345678',
      'T26112410321144',
    ]);
  });

  it('lists each reference once', () => {
    expect(rowReferences(['533412345678'], 'UPI/533412345678/x')).toEqual(['533412345678']);
  });

  it('leaves out what a payment could never be filed under, and placeholders any buyer could type', () => {
    expect(rowReferences(['-', '0', '000000', 'TRANSFER/FROM', 'ab'], '')).toEqual([]);
  });

  it('takes no reference cell of words for a reference, only the UPI reference in it', () => {
    expect(rowReferences(['TRANSFER FROM 4897691162096'], '')).toEqual([]);
    expect(rowReferences(['IMPS 431911328749'], '')).toEqual(['431911328749']);
  });

  it('prefers the narration’s UPI reference to twelve digits in a cell of words', () => {
    expect(
      rowReferences(
        ['TRANSFER FROM 489769116209'],
        'BY TRANSFER-UPI/CR/533412345678/ASHA RAO/UTIB/a@okaxis/P--',
      ),
    ).toEqual(['533412345678']);
  });
});

describe('rowMentions', () => {
  it('gives the row’s other values a buyer might quote, none of its references', () => {
    expect(
      rowMentions(
        ['TRANSFER FROM 4897691162096'],
        'BY TRANSFER-NEFT*HDFC0000001*N330261234567890*EXAMPLE TRAINEES LLP',
        [],
      ),
    ).toEqual(['TRANSFERFROM4897691162096', '4897691162096', 'HDFC0000001', 'N330261234567890']);
    expect(
      rowMentions(['0000533412345678'], 'UPI/533412345678/ASHA', ['533412345678', '0000533412345678']),
    ).toEqual([]);
  });
});
