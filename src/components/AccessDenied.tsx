import { useTexts } from '../i18n/texts';
import { PageMeta } from './PageMeta';
import { standInTexts } from './standIn.texts';
import { useGoBack } from './useGoBack';
import './AccessDenied.css';

/** What a signed-in user sees on a page their role does not open (docs/product.md#screens). */
export function AccessDenied() {
  const goBack = useGoBack();
  const t = useTexts(standInTexts).accessDenied;
  return (
    <section className="access-denied" aria-labelledby="access-denied-title">
      <PageMeta title={t.metaTitle} description={t.metaDescription} />
      <p className="access-denied-code">{t.code}</p>
      <h1 id="access-denied-title">{t.title}</h1>
      <p className="access-denied-detail">{t.detail}</p>
      <p>{t.note}</p>
      <button type="button" className="btn btn-primary" onClick={goBack}>
        {t.back}
      </button>
    </section>
  );
}
