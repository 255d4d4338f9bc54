import { emailHref, phoneHref, site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { LegalPage, type LegalSectionTexts } from './LegalDocument';
import { privacyTexts } from './privacy/texts';
import { Blocks } from './RichText';

const UPDATED_ON = '2026-11-01';

const SECTIONS = [
  'who-we-are',
  'what-we-collect',
  'why-we-use-it',
  'who-we-share-with',
  'browser-storage',
  'how-long-we-keep-it',
  'your-rights',
  'children',
  'security',
  'grievance-officer',
  'changes',
] as const;

export function PrivacyPolicyPage() {
  const t = useTexts(privacyTexts);
  const grievance = ({ body: [beforeAddress = '', ...afterAddress] }: LegalSectionTexts) => (
    <>
      <Blocks blocks={[beforeAddress]} />
      <address className="legal-address">
        {t.officer.title}, {site.name}
        <br />
        <span lang="en">{site.address}</span>
        <br />
        {t.officer.email} <a href={emailHref}>{site.email}</a>
        <br />
        {t.officer.phone} <a href={phoneHref}>{site.phone}</a>
      </address>
      <Blocks blocks={afterAddress} />
    </>
  );
  return (
    <LegalPage
      texts={t}
      sections={SECTIONS}
      updatedOn={UPDATED_ON}
      bodies={{ 'grievance-officer': grievance }}
    />
  );
}
