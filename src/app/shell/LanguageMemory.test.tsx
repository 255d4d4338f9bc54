import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '../../backend/local/seed';
import { loadAllTexts } from '../../i18n/texts';
import { createTestBackend } from '../../test/backend';
import { writeSessionHint } from '../../session/sessionHint';
import { renderApp } from '../../test/renderApp';

/** The browser's replace, which jsdom does not perform. */
function watchReplace() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
  return replace;
}

/**
 * A learner whose profile says English, back on a device that has chosen no language: the session
 * hint their last visit left asks the backend who is there once the page is up (about 1.5 s).
 */
async function learnerReadingEnglish() {
  const backend = await createTestBackend({ as: 'learner' });
  await backend.users.setLanguage(demoAccounts.learner.uid, 'en');
  writeSessionHint({ name: 'Rahul Kumar' });
  return backend;
}

const untilTheBackendAnswers = { timeout: 5000 };

describe("the profile's language", () => {
  beforeAll(() => loadAllTexts('hi'));

  it('opens the same page in it, its query and fragment kept', async () => {
    const replace = watchReplace();
    renderApp('/hi/ads?q=tally#results', { backend: await learnerReadingEnglish() });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/ads?q=tally#results'), untilTheBackendAnswers);
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it.each(['/hi//evil.example/login', '/hi/\\evil.example/login', '/hi/%2F%2Fevil.example/login'])(
    'opens the home page for %s, never another site',
    async (address) => {
      const replace = watchReplace();
      renderApp(address, { backend: await learnerReadingEnglish() });
      await waitFor(() => expect(replace).toHaveBeenCalled(), untilTheBackendAnswers);
      expect(replace.mock.calls).toEqual([['/home']]);
    },
  );
});
