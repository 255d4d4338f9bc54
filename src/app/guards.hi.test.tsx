import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../i18n/texts';
import { createTestBackend } from '../test/backend';
import { englishSentencesIn } from '../test/hindi';
import { renderApp } from '../test/renderApp';

describe('the guards, in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('shows a learner the access-denied view in Hindi', async () => {
    renderApp('/hi/confirm-payment', { backend: await createTestBackend({ as: 'learner' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'यह पेज आपके लिए नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सुरक्षित पेज पर लौटें' })).toBeInTheDocument();
    expect(englishSentencesIn(screen.getByRole('main'))).toEqual([]);
  });

  it('says it is checking the account in Hindi while the auth state resolves', async () => {
    renderApp('/hi/profile', { load: () => new Promise(() => undefined) });
    expect(await screen.findByText('आपका अकाउंट जाँचा जा रहा है…')).toBeInTheDocument();
  });
});
