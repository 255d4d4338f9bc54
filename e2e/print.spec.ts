import { inflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { logIn } from './accounts';
import { expect, test } from './fixtures';
import { READS_NO_DATA } from './backend';

/**
 * What a PDF holds: its pages, and the text it paints counted in text-showing operations of its
 * content streams (a blank sheet has none).
 */
function pdfFacts(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  let textRuns = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not compressed content (an image, say)
    }
    textRuns += content.match(/[>)\]]\s*T[jJ]\b/g)?.length ?? 0;
  }
  return { pages: raw.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0, textRuns };
}

/**
 * Prints the page as the browser prints it: its own content is on paper, the site around it is
 * not, and the PDF the browser saves is not blank.
 */
async function expectPrintsItsOwnContent(page: Page, own: Locator[]) {
  await page.emulateMedia({ media: 'print' });
  for (const text of own) await expect(text).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: /menu/ })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();

  const pdf = pdfFacts(await page.pdf({ format: 'A4' }));
  expect(pdf.pages).toBeGreaterThan(0);
  expect(pdf.textRuns).toBeGreaterThan(10);
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

test(
  'the terms, a blog post and a course print their own text, without the site around them',
  READS_NO_DATA,
  async ({ page }) => {
    test.slow(); // the browser takes seconds to print each page to PDF on a busy machine
    await page.goto('/terms');
    await expectPrintsItsOwnContent(page, [
      page.getByRole('heading', { level: 1, name: 'Terms of Use' }),
      page.getByRole('heading', { name: 'Agreeing to these terms' }),
    ]);

    await page.goto('/blog/stock-market-basics-for-beginners');
    const post = page.getByRole('article');
    await expectPrintsItsOwnContent(page, [
      post.getByRole('heading', { level: 1 }),
      post.getByRole('paragraph').first(),
    ]);

    await page.goto('/courses/spoken-english');
    await expectPrintsItsOwnContent(page, [
      page.getByRole('heading', { level: 1, name: 'Spoken English' }),
      page.getByRole('heading', { name: 'Syllabus' }),
    ]);
  },
);

test('a receipt prints as a document on one page, and the statement as a document', async ({ page }) => {
  test.slow(); // the browser takes seconds to print each page to PDF on a busy machine
  // The approved worker's confirmed purchase of the demo data, reached as they would reach it.
  await logIn(page, 'approved');
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: /My library/ }).click();
  await page.getByRole('link', { name: /^Receipt / }).click();
  await expect(page).toHaveURL(/\/receipt\/512345678901$/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(/^R-\d{8}-512345678901$/)).toBeVisible();
  const printedReceipt = await expectPrintsItsOwnContent(page, [
    receipt.getByRole('heading', { level: 1, name: 'Receipt' }),
    receipt.getByText(/^R-\d{8}-512345678901$/),
    receipt.getByText('(eBook, PDF)'),
  ]);
  expect(printedReceipt.pages).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(receipt.getByRole('link', { name: /library/i })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Your profile' }).first().click();
  await page.getByRole('link', { name: /My earnings and payouts/ }).click();
  await expect(page).toHaveURL(/\/my-earnings$/);
  // The month's days and the totals are read first: seconds on the emulator of a busy machine.
  await expect(page.getByText(/^Paid ₹[\d,]+ to date\. Balance due: ₹[\d,]+\.$/)).toBeVisible({
    timeout: 20_000,
  });
  await expectPrintsItsOwnContent(page, [
    page.getByRole('heading', { level: 1, name: 'Your earnings and payouts' }),
    page.getByText(/^Statement for \S/),
    page.getByText(/^Paid ₹[\d,]+ to date\. Balance due: ₹[\d,]+\.$/),
    page.getByRole('table').first(),
  ]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeHidden();
});
