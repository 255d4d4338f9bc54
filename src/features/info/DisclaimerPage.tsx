import { useTexts } from '../../i18n/texts';
import { disclaimerTexts } from './disclaimer/texts';
import { LegalPage } from './LegalDocument';

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
  return <LegalPage texts={useTexts(disclaimerTexts)} sections={SECTIONS} updatedOn={UPDATED_ON} />;
}
