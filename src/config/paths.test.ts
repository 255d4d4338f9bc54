import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links with their parameter encoded', () => {
    expect(paths.course.href('spoken-english')).toBe('/courses/spoken-english');
    expect(paths.ebook.href(1)).toBe('/ebooks/1');
    expect(paths.confirmation.href('UTR 123/45')).toBe('/confirmation/UTR%20123%2F45');
  });

  it('has the exact paths of the specification', () => {
    expect(paths.dataEntryWork.path).toBe('/userwoDataEntryworksforms');
    expect(paths.dataEntryForm.path).toBe('/form-for-data-entry');
    expect(paths.earningsDashboard.path).toBe('/all-approved-user-list');
    expect(paths.paymentApprovals.path).toBe('/confirm-payment');
    expect(paths.socialMediaMarketing.path).toBe('/training/social-media-marketing');
  });

  it('gives every route a distinct path', () => {
    const all = Object.values(paths).map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
