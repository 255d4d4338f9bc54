import { workFromHomeFacts } from '../../catalogue/workFromHome';
import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';

/** The facts the privacy policy, the terms and the disclaimer state, the same in every language. */
export interface LegalFacts {
  siteName: string;
  email: string;
  phone: string;
  address: string;
  upiId: string;
  perEntry: string;
  maxEntries: number;
  moneyBackDays: number;
}

export const legalFacts: LegalFacts = {
  siteName: site.name,
  email: site.email,
  phone: site.phone,
  address: site.address,
  upiId: site.upiId,
  perEntry: formatRupees(RUPEES_PER_ENTRY),
  maxEntries: MAX_ENTRIES_PER_DAY,
  moneyBackDays: workFromHomeFacts.moneyBackDays,
};
