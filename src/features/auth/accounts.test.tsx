import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionHint } from '../../session/sessionHint';
import { texts as authFailures } from '../../backend/words/authFailures.texts.en';
import { DEMO_PASSWORD, demoAccounts } from '../../backend/local/seed';
import { createTestBackend, holdRead } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import type { Backend } from '../../backend/types';
import { texts as text } from './texts.en';

async function logInThroughForm(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('logging in', () => {
  it('returns to the guarded page that was asked for', async () => {
    const backend = await createTestBackend();
    const { user, pathname } = renderApp('/library', { backend });
    await waitFor(() => expect(pathname()).toBe('/login'));
    await logInThroughForm(user, demoAccounts.learner.email, DEMO_PASSWORD);
    await waitFor(() => expect(pathname()).toBe('/library'));
  });

  it('goes to the profile when nothing was asked for, with the avatar in the header', async () => {
    const { user, pathname } = renderApp('/login');
    await logInThroughForm(user, demoAccounts.learner.email, DEMO_PASSWORD);
    await waitFor(() => expect(pathname()).toBe('/profile'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Your profile' })).toHaveTextContent('R');
    expect(within(nav).queryByRole('link', { name: 'Login/Signup' })).not.toBeInTheDocument();
  });

  it('says the password was wrong, and keeps the e-mail typed', async () => {
    const { user, pathname } = renderApp('/login');
    await logInThroughForm(user, demoAccounts.learner.email, 'not-my-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(authFailures['wrong-password']);
    expect(screen.getByLabelText('E-mail')).toHaveValue(demoAccounts.learner.email);
    expect(pathname()).toBe('/login');
  });

  it('says when no account has that e-mail', async () => {
    const { user } = renderApp('/login');
    await logInThroughForm(user, 'nobody@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent(authFailures['user-not-found']);
  });

  it('asks for the e-mail and password before trying', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText(text.enterEmail)).toBeInTheDocument();
    expect(screen.getByText(text.enterPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('opens the password reset with the e-mail typed so far', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'learner@demo.test');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByLabelText('E-mail for the reset link')).toHaveValue('learner@demo.test');
  });

  it('sends a password reset link', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('E-mail for the reset link'), 'learner@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.resetSent('learner@demo.test'));
    // The demo sends no mail: it shows the link the e-mail would carry, on to this log-in page.
    const link = new URL(
      (await screen.findByRole('link', { name: 'Set a new password' })).getAttribute('href')!,
      'http://localhost',
    );
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('/login');
  });

  it('says the same for an address with no account, and shows the demo no link', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('E-mail for the reset link'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.resetSent('nobody@example.com'));
    expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
  });
});

describe('signing up', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], email: string, password = 'secret12') => {
    await user.type(await screen.findByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  };

  it('creates the account with an unapproved profile and signs the user in', async () => {
    const backend = await createTestBackend();
    const { user, pathname } = renderApp('/signup', { backend });
    await fill(user, 'asha@example.com');
    await waitFor(() => expect(pathname()).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Not yet approved for data-entry work')).toBeInTheDocument();

    let uid = '';
    backend.auth.subscribe((signedIn) => (uid = signedIn?.uid ?? ''));
    expect(await backend.users.get(uid)).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      approved: false,
    });
  });

  it('asks for the verification e-mail to lead on to the ad form', async () => {
    const backend = await createTestBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    const { user, pathname } = renderApp('/signup', { backend });
    await fill(user, 'asha@example.com');
    await waitFor(() => expect(pathname()).toBe('/profile'));
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ continueAddress: '/create-job-post' }));
  });

  it('says the e-mail is already in use', async () => {
    const { user, pathname } = renderApp('/signup');
    await fill(user, demoAccounts.learner.email);
    expect(await screen.findByRole('alert')).toHaveTextContent(authFailures['email-in-use']);
    expect(pathname()).toBe('/signup');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });

  it('stops a first or last name longer than a profile holds, and keeps what was typed', async () => {
    const backend = await createTestBackend();
    const { user, pathname } = renderApp('/signup', { backend });
    const longName = 'Venkatanarasimharajuvaripeta'.repeat(4);
    await user.type(await screen.findByLabelText('First name'), longName);
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText(text.firstNameTooLong)).toBeInTheDocument();
    expect(text.firstNameTooLong).toBe('Your first name can be at most 100 characters.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue(longName);
    expect(pathname()).toBe('/signup');
    await expect(backend.auth.signIn('asha@example.com', 'secret12')).rejects.toMatchObject({
      code: 'user-not-found',
    });

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), longName);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(text.lastNameTooLong)).toBeInTheDocument();
    expect(screen.queryByText(text.firstNameTooLong)).not.toBeInTheDocument();
  });

  it('asks for a longer password before trying', async () => {
    const { user } = renderApp('/signup');
    await fill(user, 'asha@example.com', '123');
    expect(screen.getByText(text.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});

describe('the sign-in pages', () => {
  it.each(['/login', '/signup'])('send a signed-in visitor on from %s to their profile', async (url) => {
    // Signing in leaves the session hint behind; it tells the page to ask the backend at once.
    writeSessionHint({ name: 'Rahul Kumar' });
    const { pathname } = renderApp(url, { backend: await createTestBackend({ as: 'learner' }) });
    await waitFor(() => expect(pathname()).toBe('/profile'));
  });

  it.each(['/login', '/signup'])(
    'load no backend on %s until the visitor starts on the form',
    async (url) => {
      const backend = await createTestBackend();
      const load = vi.fn<() => Promise<Backend>>(() => Promise.resolve(backend));
      const { user } = renderApp(url, { load });
      const email = await screen.findByLabelText('E-mail');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(load).not.toHaveBeenCalled();
      await user.click(email);
      expect(load).toHaveBeenCalledTimes(1);
    },
  );
});

describe('the profile', () => {
  it("shows a learner's avatar, name, e-mail, status and learner links only", async () => {
    renderApp('/profile', { backend: await createTestBackend({ as: 'learner' }) });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeInTheDocument();
    expect(within(main).getByText('learner@demo.test')).toBeInTheDocument();
    // The name comes with the account; the approval waits for the profile's read.
    expect(await within(main).findByText('Not yet approved for data-entry work')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /my library/i })).toHaveAttribute('href', '/library');
    expect(within(main).queryByRole('link', { name: /data entry work/i })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /admin dashboard/i })).not.toBeInTheDocument();
  });

  it('gives an approved worker the data-entry links', async () => {
    renderApp('/profile', { backend: await createTestBackend({ as: 'approved' }) });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Approved for data-entry work')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /data entry work/i })).toHaveAttribute(
      'href',
      '/userwoDataEntryworksforms',
    );
    expect(within(main).queryByRole('link', { name: /admin dashboard/i })).not.toBeInTheDocument();
  });

  it('gives the admin every dashboard', async () => {
    renderApp('/profile', { backend: await createTestBackend({ as: 'admin' }) });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Admin')).toBeInTheDocument();
    for (const [name, href] of [
      [/admin dashboard/i, '/admin'],
      [/payment approvals/i, '/confirm-payment'],
      [/user earnings/i, '/all-approved-user-list'],
      [/approve users/i, '/admin/users'],
      [/ad submissions/i, '/admin/submissions'],
    ] as const) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('logs out to the home page, and the header offers Login/Signup again', async () => {
    const { user, pathname } = renderApp('/profile', { backend: await createTestBackend({ as: 'learner' }) });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathname()).toBe('/home'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login/Signup' })).toBeInTheDocument();
  });

  it('keeps its title and heading while the profile is read, and says nothing yet of the approval', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'users', 'get');
    renderApp('/profile', { backend });
    const main = screen.getByRole('main');

    expect(await within(main).findByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${text.profile.title} \\| `)));
    expect(within(main).getByRole('status')).toHaveTextContent(text.profile.loading);
    expect(within(main).queryByText('Not yet approved for data-entry work')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await within(main).findByText('Not yet approved for data-entry work')).toBeInTheDocument();
  });

  it("says so when the user's profile document is missing", async () => {
    const backend = await createTestBackend({ as: 'learner' });
    renderApp('/profile', { backend: { ...backend, users: { ...backend.users, get: async () => null } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.profileNotFound);
  });
});
