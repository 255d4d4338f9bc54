import { describe, expect, it } from 'vitest';
import { searchKey } from './policies/policyHelpers';
import { rulesLower, rulesTrim } from './rulesText';

describe('text as the rules see it', () => {
  it('lowers A to Z and leaves every other letter as it is', () => {
    expect(rulesLower('Élodie DURAND')).toBe('Élodie durand');
    expect(rulesLower('İrem Şahin')).toBe('İrem Şahin');
  });

  it('trims spaces and control characters at the ends, but not a no-break space', () => {
    expect(rulesTrim('\t Asha \n')).toBe('Asha');
    expect(rulesTrim('\u00a0Asha')).toBe('\u00a0Asha');
  });

  it("makes a buyer's search copy the rules accept", () => {
    expect(searchKey(' Élodie Durand ')).toBe('Élodie durand');
    expect(searchKey('Asha.Rao@Example.IN')).toBe('asha.rao@example.in');
  });
});
