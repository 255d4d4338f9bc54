import { describe, expect, it } from 'vitest';
import { partyInNarration, partyOf } from './parties';

describe('partyInNarration', () => {
  it.each([
    [
      'BY TRANSFER-UPI/CR/533412345678/ASHA RAO/UTIB/asharao@okaxis/Payment--',
      { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
    ],
    ['BY TRANSFER-UPI/CR/309227990330/REDDY G T/HSBC/8008882194/Paym--', { name: 'REDDY G T', vpa: null }],
    ['BY TRANSFER-UPI/CR/533412345678/RAVI/SBIN/ravi@oksbi/Paym--', { name: 'RAVI', vpa: 'ravi@oksbi' }],
    [
      'UPI-ASHA RAO-ASHARAO@OKAXIS-UTIB0000123-533412345678-PAYMENT FOR EBOOK',
      { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
    ],
    ['UPI/P2A/533412345678/ASHA RAO/Axis Bank/Payment', { name: 'ASHA RAO', vpa: null }],
    ['UPI/ASHA RAO/533412345678/Payment', { name: 'ASHA RAO', vpa: null }],
    ['UPIAR/533412345678/CR/ASHA RAO/UBIN/asha@okaxis', { name: 'ASHA RAO', vpa: 'asha@okaxis' }],
    ['IMPS-431911328749-ASHA RAO-HDFC-XXXXXXX1234-PAYMENT', { name: 'ASHA RAO', vpa: null }],
    [
      'NEFT CR-HDFC0000001-EXAMPLE TRAINEES LLP-N330261234567890',
      { name: 'EXAMPLE TRAINEES LLP', vpa: null },
    ],
    [
      'BY TRANSFER-NEFT*HDFC0000001*N330261234567890*EXAMPLE TRAINEES LLP',
      { name: 'EXAMPLE TRAINEES LLP', vpa: null },
    ],
    ['NEFT-N330261234567890-EXAMPLE TRAINEES LLP', { name: 'EXAMPLE TRAINEES LLP', vpa: null }],
  ])('reads the payer of %s', (narration, party) => {
    expect(partyInNarration(narration)).toEqual(party);
  });

  it('gives ICICI’s UPI ID only: the field after its reference is the payer’s own note', () => {
    expect(
      partyInNarration('UPI/533412345678/Payment from Ash/asharao@okaxis/AXIS BANK/ICI0a1b2c3d4e'),
    ).toEqual({ name: null, vpa: 'asharao@okaxis' });
  });

  it('never takes the payer’s note for their name, whatever the note says', () => {
    // The note is written by whoever pays; a name in it proves nothing.
    expect(partyInNarration('UPI/533412345678/RAHUL KUMAR/asharao@okaxis/AXIS BANK/ICI0a1b2c3d4e')).toEqual({
      name: null,
      vpa: 'asharao@okaxis',
    });
    expect(
      partyInNarration('BY TRANSFER-UPI/CR/533412345678/ASHA RAO/UTIB/asharao@okaxis/RAHUL KUMAR--'),
    ).toEqual({ name: 'ASHA RAO', vpa: 'asharao@okaxis' });
    expect(partyInNarration('UPI-ASHA RAO-ASHARAO@OKAXIS-UTIB0000123-533412345678-RAHUL-KUMAR-HDFC')).toEqual(
      { name: 'ASHA RAO', vpa: 'asharao@okaxis' },
    );
  });

  it('names nobody in a narration it cannot place a name in', () => {
    expect(partyInNarration('CASH DEPOSIT SELF')).toBeNull();
    expect(partyInNarration('BY TRANSFER-INB IMPS/431911328749/hsb-XX004-Amazon S/PCXQD6WPA--')).toBeNull();
    expect(partyInNarration('UPI/533412345678/NA/UPI')).toBeNull();
  });
});

describe('partyOf', () => {
  it('takes a payment report’s own columns first', () => {
    expect(partyOf('ASHA RAO', { name: 'ASHA RAO', vpa: 'AshaRao@OkAxis' })).toEqual({
      name: 'ASHA RAO',
      vpa: 'asharao@okaxis',
    });
    expect(partyOf('asharao@okaxis', { name: '', vpa: 'asharao@okaxis' })).toEqual({
      name: null,
      vpa: 'asharao@okaxis',
    });
  });

  it('reads the narration when the report’s columns are empty', () => {
    expect(partyOf('UPI/ASHA RAO/533412345678/Payment', { name: '', vpa: '' })).toEqual({
      name: 'ASHA RAO',
      vpa: null,
    });
  });
});
