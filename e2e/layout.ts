import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page itself scrolls sideways, in CSS pixels; 0 on a page that fits its screen. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** No sideways scrolling of the page itself; on a phone a table's rows stack as cards. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

/** The element lies across the screen's width as the page is now, so no one scrolls sideways to reach it. */
export async function expectWithinScreenWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box.x, 'its left edge is on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'its right edge is on the screen').toBeLessThanOrEqual(width);
}
