import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './LanguageProvider';
import { defineTexts, useTexts } from './texts';

const later =
  <T,>(texts: T) =>
  () =>
    new Promise<{ texts: T }>((resolve) => setTimeout(() => resolve({ texts }), 5));

describe('useTexts', () => {
  it("gives each part its own words in the page's language, however many arrive while it waits", async () => {
    const page = defineTexts({ en: later({ title: 'Courses' }), hi: later({ title: 'कोर्स' }) });
    const catalogue = defineTexts({
      en: later({ first: 'Stock Market' }),
      hi: later({ first: 'स्टॉक मार्केट' }),
    });
    function Page() {
      const t = useTexts(page);
      const c = useTexts(catalogue);
      return (
        <h1>
          {t.title}: {c.first}
        </h1>
      );
    }
    render(
      <LanguageProvider language="hi">
        <Suspense fallback={<p>…</p>}>
          <Page />
        </Suspense>
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('कोर्स: स्टॉक मार्केट');
    // Only the page's language was fetched.
    expect(page.loaded.en).toBeUndefined();
    expect(catalogue.loaded.en).toBeUndefined();
  });
});
