import { useTexts } from '../i18n/texts';
import { PageMeta } from './PageMeta';
import { standInTexts } from './standIn.texts';

/** A guarded page whose capability has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  const t = useTexts(standInTexts).comingSoon;
  return (
    <div className="container page">
      <PageMeta title={title} description={t.description(title)} />
      <h1>{title}</h1>
      <p className="lead">{t.note}</p>
    </div>
  );
}
