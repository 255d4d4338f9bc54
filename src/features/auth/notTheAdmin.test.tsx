import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/types';
import { texts as text } from './texts.en';

/**
 * The app and a demo backend as a build with these admin settings has them. Each test loads its
 * own, so the lazily loaded pages share one copy of the modules with the app.
 */
async function configured(settings: { VITE_ADMIN_EMAIL?: string; VITE_ADMIN_UID?: string } = {}) {
  vi.stubEnv('VITE_ADMIN_EMAIL', settings.VITE_ADMIN_EMAIL ?? '');
  vi.stubEnv('VITE_ADMIN_UID', settings.VITE_ADMIN_UID ?? '');
  vi.resetModules();
  const [{ renderApp }, { createTestBackend, demoAccounts }, { loadAllTexts }] = await Promise.all([
    import('../../test/renderApp'),
    import('../../test/backend'),
    import('../../i18n/texts'),
    import('./texts'),
  ]);
  // The fresh modules' words (the lazy profile page's too), as src/test/setup.ts loads the first copy's.
  await loadAllTexts('en');
  return { renderApp, createTestBackend, demoAccounts };
}

// The freshly loaded modules' words arrive first: the page shows once they have.
const adminNote = async () => within(await screen.findByRole('main')).findByRole('note');

describe("an account with the admin's address that is not the admin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('hears that nobody is the admin while no account is pinned, with its ID to pin, and opens no admin page', async () => {
    // A production config: the owner's own address, and no account pinned yet.
    const { renderApp, createTestBackend, demoAccounts } = await configured({
      VITE_ADMIN_EMAIL: 'owner@company.test',
    });
    const owner = await createTestBackend({ as: 'admin' });

    const { unmount } = renderApp('/profile', { backend: owner });
    const note = await adminNote();
    expect(note).toHaveTextContent(text.adminNotPinned);
    expect(note).toHaveTextContent(`${text.accountId} ${demoAccounts.admin.uid}`);
    const main = screen.getByRole('main');
    expect(within(main).getByText('owner@company.test')).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /admin dashboard/i })).not.toBeInTheDocument();
    unmount();

    renderApp('/admin', { backend: owner });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeInTheDocument();
    // Loads the app afresh and two pages: slow on a busy machine.
  }, 20_000);

  it('hears that another account is the admin, with its own ID', async () => {
    const { renderApp, createTestBackend, demoAccounts } = await configured();
    const admin = await createTestBackend({ as: 'admin' });
    // Signed up with the admin's address before the owner did, and verified it.
    const claimant: Backend = {
      ...admin,
      auth: {
        ...admin.auth,
        subscribe: (listener) =>
          admin.auth.subscribe((user) => listener(user && { ...user, uid: 'claimant' })),
      },
      users: { ...admin.users, get: () => admin.users.get(demoAccounts.admin.uid) },
    };

    renderApp('/profile', { backend: claimant });
    const note = await adminNote();
    expect(note).toHaveTextContent(text.adminPinnedElsewhere);
    expect(note).toHaveTextContent(`${text.accountId} claimant`);
    expect(screen.queryByRole('link', { name: /admin dashboard/i })).not.toBeInTheDocument();
  });

  it('is not shown to the admin', async () => {
    const { renderApp, createTestBackend } = await configured();
    renderApp('/profile', { backend: await createTestBackend({ as: 'admin' }) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /admin dashboard/i })).toBeInTheDocument();
    expect(within(main).queryByRole('note')).not.toBeInTheDocument();
  });
});
