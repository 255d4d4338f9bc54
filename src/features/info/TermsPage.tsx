import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { LegalDocument } from './LegalDocument';
import { legalFacts } from './legalFacts';
import { Blocks } from './RichText';
import { termsTexts } from './terms/texts';

const UPDATED_ON = '2026-11-01';

const SECTIONS = [
  'agreement',
  'accounts',
  'courses',
  'ebook-purchases',
  'payment-approval',
  'work-from-home',
  'refunds',
  'user-ads',
  'acceptable-use',
  'liability',
  'law',
  'contact',
] as const;

export function TermsPage() {
  const t = useTexts(termsTexts);
  const sections = t.sections(legalFacts);
  return (
    <LegalDocument
      title={t.title}
      description={t.description(site.name)}
      updatedOn={UPDATED_ON}
      intro={<p>{t.intro}</p>}
      sections={SECTIONS.map((id) => ({
        id,
        heading: sections[id].heading,
        body: <Blocks blocks={sections[id].body} />,
      }))}
    />
  );
}
