import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { loadAllTexts } from '../i18n/texts';
import { createTestBackend } from '../test/backend';
import { englishSentencesIn } from '../test/hindi';
import { renderPage } from '../test/renderPage';
import { EmailVerification } from './EmailVerification';

describe('EmailVerification in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('asks in Hindi for the address to be confirmed, and sends the link', async () => {
    const backend = await createTestBackend();
    await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'secret12',
    });
    const { user, container } = await renderPage(
      <EmailVerification continuePath={paths.createJobPost.href()} />,
      {
        route: `/hi${paths.createJobPost.href()}`,
        backend,
      },
    );

    expect(
      await screen.findByRole('heading', { name: 'विज्ञापन देने के लिए अपने ई-मेल की पुष्टि करें' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'लिंक भेजें' }));
    const link = await screen.findByRole('link', { name: 'मेरे ई-मेल की पुष्टि करें' });
    expect(link).toBeVisible();
    // The Hindi verification page, which goes on to the Hindi ad form.
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(`/hi${paths.verifyEmail.href()}`);
    expect(sent.searchParams.get('continueUrl')).toBe(`/hi${paths.createJobPost.href()}`);
    expect(screen.getByRole('button', { name: 'लिंक फिर से भेजें' })).toBeVisible();
    expect(englishSentencesIn(container)).toEqual([]);
  });
});
