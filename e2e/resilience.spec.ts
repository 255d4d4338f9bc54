import { expect, test } from './fixtures';
import { READS_NO_DATA } from './backend';

test(
  'a page whose code cannot be fetched says so and reloads once it can',
  READS_NO_DATA,
  async ({ page, pageErrors }) => {
    let blocked = true;
    await page.route(/\/assets\/CoursesPage-[^/]+\.js$/, (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/courses/i);

    // The blocked download is the failure this journey makes on purpose; anything else still fails it.
    const expected = (error: string) => /Failed to load resource|dynamically imported module/.test(error);
    const unexpected = pageErrors.filter((error) => !expected(error));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  },
);
