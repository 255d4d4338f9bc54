import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { createTestBackend, holdRead } from '../test/backend';
import { renderApp } from '../test/renderApp';

const signedInOnly = [
  '/course-details',
  '/payment/1',
  '/confirmation/UTR123',
  '/ebooks/1',
  '/profile',
  '/create-job-post',
  '/enroll/stock-market',
  '/library',
];
const approvedOnly = ['/userwoDataEntryworksforms', '/form-for-data-entry'];
const adminOnly = [
  '/admin',
  '/confirm-payment',
  '/all-approved-user-list',
  '/admin/users',
  '/admin/submissions',
];

describe('the guards', () => {
  it.each([...signedInOnly, ...approvedOnly, ...adminOnly])(
    'sends a signed-out visitor from %s to /login',
    async (url) => {
      const { pathname, location } = renderApp(url);
      await waitFor(() => expect(pathname()).toBe(paths.login.href()));
      expect(location()?.state).toEqual({ from: url });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    },
  );

  it.each(adminOnly)('shows a learner the access-denied view on %s', async (url) => {
    renderApp(url, { backend: await createTestBackend({ as: 'learner' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeInTheDocument();
    expect(screen.getByText('UNAUTHORIZED ENTRY DETECTED')).toBeInTheDocument();
    expect(screen.getByText('SECURITY ALERT 401')).toBeInTheDocument();
  });

  it.each(adminOnly)('shows an approved worker the access-denied view on %s', async (url) => {
    renderApp(url, { backend: await createTestBackend({ as: 'approved' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeInTheDocument();
  });

  it.each(approvedOnly)('shows an unapproved learner the access-denied view on %s', async (url) => {
    renderApp(url, { backend: await createTestBackend({ as: 'learner' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeInTheDocument();
  });

  it.each(approvedOnly)('opens %s to an approved worker and to the admin', async (url) => {
    const first = renderApp(url, { backend: await createTestBackend({ as: 'approved' }) });
    await waitFor(() => expect(screen.queryByText(/^Checking your/)).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('ACCESS DENIED');
    first.unmount();
    renderApp(url, { backend: await createTestBackend({ as: 'admin' }) });
    await waitFor(() => expect(screen.queryByText(/^Checking your/)).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('ACCESS DENIED');
  });

  it.each(adminOnly)('opens %s to the admin', async (url) => {
    renderApp(url, { backend: await createTestBackend({ as: 'admin' }) });
    await waitFor(() => expect(screen.queryByText(/^Checking your/)).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('ACCESS DENIED');
  });

  it('treats a profile that cannot be read as not approved, and only logs the failure', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const failing = {
      ...backend,
      users: { ...backend.users, get: () => Promise.reject(new Error('offline')) },
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/form-for-data-entry', { backend: failing });
    expect(await screen.findByRole('heading', { level: 1, name: 'ACCESS DENIED' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it("goes back in history from the access-denied view with 'Return to Safety'", async () => {
    const { user, pathname } = renderApp(['/courses', '/confirm-payment'], {
      backend: await createTestBackend({ as: 'learner' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Return to Safety' }));
    await waitFor(() => expect(pathname()).toBe('/courses'));
  });

  it("goes home with 'Return to Safety' when the denied page was the first one opened", async () => {
    const { user, pathname } = renderApp('/confirm-payment', {
      backend: await createTestBackend({ as: 'learner' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Return to Safety' }));
    await waitFor(() => expect(pathname()).toBe('/home'));
  });

  it('renders public pages without loading the backend', async () => {
    const load = vi.fn(() => createTestBackend());
    renderApp('/about', { load });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login/Signup' }).length).toBeGreaterThan(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('covers a guarded page with the full-screen spinner while the auth state resolves', async () => {
    let resolve: (backend: Awaited<ReturnType<typeof createTestBackend>>) => void = () => undefined;
    renderApp('/profile', { load: () => new Promise((done) => (resolve = done)) });
    expect(await screen.findByText('Checking your account…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Checking your account… \| /));
    resolve(await createTestBackend({ as: 'learner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeInTheDocument();
  });

  it("names the wait in the document's title while a worker's approval is read", async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'approved' }), 'users', 'get');
    renderApp('/userwoDataEntryworksforms', { backend });
    expect(await screen.findByText('Checking your approval…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Checking your approval… \| /));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /data entry/i })).toBeInTheDocument();
  });

  it('says so when the backend cannot be loaded, and tries again on request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'learner' });
    let reachable = false;
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve(backend)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { user } = renderApp('/profile', { load });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your account. Please check your connection and try again.',
    );
    expect(screen.queryByText('Checking your account…')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the backend', expect.any(TypeError));

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeInTheDocument();
  });

  it("asks for the backend as a guarded page opens, before the guard's own code has arrived", async () => {
    // A fresh module graph, as on a first visit: the guard's chunk has not been fetched yet.
    vi.resetModules();
    const fresh = await import('../test/renderApp');
    // The shell's words, which main.tsx has before it renders anything.
    await (await import('../i18n/texts')).loadAllTexts('en');
    const load = vi.fn(() => new Promise<never>(() => undefined));
    fresh.renderApp('/all-approved-user-list', { load });
    expect(screen.queryByText('Checking your account…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
