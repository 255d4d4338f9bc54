import { expect, type Page } from '@playwright/test';

/** How far the page itself scrolls sideways, in CSS pixels; 0 on a page that fits its screen. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** No sideways scrolling of the page itself; wide tables scroll inside their own box. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}
