import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('writes to the address alone, whatever it holds', () => {
    for (const address of [
      'learner@demo.test',
      'x?cc=everyone@demo.test',
      'x?subject=Refund&body=Pay%20me@demo.test',
      'a&bcc=b@demo.test',
      'x#y@demo.test',
    ]) {
      const link = new URL(mailtoHref(address));
      expect([address, link.protocol, link.search, link.hash]).toEqual([address, 'mailto:', '', '']);
      expect(decodeURIComponent(link.pathname)).toBe(address);
    }
  });
});
