import { useTexts } from '../../i18n/texts';
import { termsTexts } from './terms/texts';
import { LegalPage } from './LegalDocument';

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
  return <LegalPage texts={useTexts(termsTexts)} sections={SECTIONS} updatedOn={UPDATED_ON} />;
}
