import { PROJECT_ID } from '../scripts/firebase-emulators.mjs';
import { demo, DEMO_PASSWORD, logIn, logOut } from './accounts';
import { authEmulator, verificationCode } from './authEmulator';
import { backend, expect, test } from './fixtures';

const signedInOnly = [
  '/course-details',
  '/payment/1',
  '/confirmation/412345678999',
  '/ebooks/1',
  '/profile',
  '/create-job-post',
  '/library',
  '/enroll/stock-market',
];
const approvedOnly = ['/userwoDataEntryworksforms', '/form-for-data-entry'];
const adminOnly = [
  '/admin',
  '/confirm-payment',
  '/all-approved-user-list',
  '/admin/users',
  '/admin/submissions',
];

test('a visitor signs up, sees their profile, logs out and logs back in', async ({ page }) => {
  await page.goto('/home');
  // Demo mode says so; the firebase build is the production one, with no such notice.
  const demoNotice = page.getByRole('complementary', { name: 'Demo mode' });
  await expect(demoNotice).toHaveCount(backend === 'local' ? 1 : 0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login/Signup' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();

  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('E-mail').fill('meera@example.com');
  await page.getByLabel('Password').fill('chai4all');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  await expect(page.getByText('Not yet approved for data-entry work')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your profile' }),
  ).toHaveText(/M/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login/Signup' }),
  ).toBeVisible();

  // The account outlives a reload: the local backend keeps it in the browser.
  await page.reload();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('meera@example.com');
  await page.getByLabel('Password', { exact: true }).fill('chai4all');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
});

test('a name longer than a profile holds is stopped by the form, and no account is made', async ({
  page,
}) => {
  await page.goto('/signup');
  const longName = 'Venkatanarasimharajuvaripeta'.repeat(4);
  await page.getByLabel('First name').fill(longName);
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('E-mail').fill('long.name@example.com');
  await page.getByLabel('Password').fill('chai4all');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByText('Your first name can be at most 100 characters.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue(longName);
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/login');
  await page.getByLabel('E-mail').fill('long.name@example.com');
  await page.getByLabel('Password', { exact: true }).fill('chai4all');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /no account with that e-mail|e-mail or password is not right/,
  );
});

test('a wrong password gets a clear sentence and keeps the user on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(demo.learner);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right. Try again, or reset it.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.learner);
});

test('each demo account logs in and stays signed in across a reload', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Admin' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toBeVisible();
});

for (const path of [...signedInOnly, ...approvedOnly, ...adminOnly]) {
  test(`a signed-out visitor on ${path} is sent to /login and back after logging in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(demo.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('a learner is denied the admin pages and the data-entry pages', async ({ page }) => {
  await logIn(page, 'learner');
  for (const path of [...adminOnly, ...approvedOnly]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeVisible();
    await expect(page.getByText('UNAUTHORIZED ENTRY DETECTED')).toBeVisible();
    await expect(page.getByText('SECURITY ALERT 401')).toBeVisible();
  }
});

test('an approved worker reaches the data-entry pages but not the admin pages', async ({ page }) => {
  await logIn(page, 'approved');
  for (const path of approvedOnly) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ACCESS DENIED');
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Safety' }).click();
  await expect(page).toHaveURL(new RegExp(`${approvedOnly.at(-1)}$`));
});

test("the admin's address cannot be taken while the owner's account holds it", async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Mallory');
  await page.getByLabel('Last name').fill('Stranger');
  await page.getByLabel('E-mail').fill(demo.admin);
  await page.getByLabel('Password').fill('mine4now');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with that e-mail already exists.');
  await expect(page).toHaveURL(/\/signup$/);
});

test("a stranger who takes the admin's address after the owner's account is deleted, and verifies it, is not the admin", async ({
  page,
  seed,
}) => {
  test.skip(backend !== 'firebase', 'the local backend has no way to delete an account');
  // The owner's account is deleted in the console.
  await authEmulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    body: JSON.stringify({ localId: seed.demoAccounts.admin.uid }),
  });

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Mallory');
  await page.getByLabel('Last name').fill('Stranger');
  await page.getByLabel('E-mail').fill(demo.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mallory Stranger' })).toBeVisible();

  // The verification link goes to the owner's mailbox, and is opened.
  const link = await verificationCode(demo.admin);
  expect(link, 'a verification e-mail to the admin address').toBeDefined();
  await authEmulator(
    '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key',
    { method: 'POST', body: JSON.stringify({ oobCode: link }) },
    false,
  );

  // Signing in again picks up the verified address: still not the admin.
  await logOut(page);
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Mallory Stranger' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('note')).toContainText(
    "has the admin's e-mail address, but it is not the admin",
  );
  await expect(main.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  for (const path of adminOnly) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeVisible();
  }
});
