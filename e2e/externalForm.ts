import type { Page } from '@playwright/test';

/**
 * The machine has no outside network: the external data-entry form answers from here. It stands
 * in for a page we do not own, so it brings no landmarks of its own for axe to weigh against ours.
 */
export async function serveExternalForm(page: Page) {
  await page.route('https://docs.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Form</title><h1>Data entry form</h1></html>',
    }),
  );
}
