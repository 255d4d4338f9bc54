import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { disclaimerTexts } from './disclaimer/texts';
import { LegalDocument } from './LegalDocument';
import { legalFacts } from './legalFacts';
import { Blocks } from './RichText';

const UPDATED_ON = '2026-11-01';

const SECTIONS = [
  'not-sebi-registered',
  'educational-only',
  'no-guaranteed-earnings',
  'third-party-forms',
  'user-ads',
  'accuracy',
] as const;

export function DisclaimerPage() {
  const t = useTexts(disclaimerTexts);
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
