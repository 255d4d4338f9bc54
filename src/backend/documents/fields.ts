/**
 * The fields of each stored document, listed once. The access policy (policy.ts, purchasePolicy.ts,
 * payoutPolicy.ts, sentPayoutPolicy.ts) accepts a new document only with exactly these; the builders
 * in documents.ts, payoutDocuments.ts, sentPayoutDocuments.ts and the demo data of local/seed.ts are
 * typed against them, so a field added to a list and not to its builder, or the other way round,
 * fails the type check. firestore.rules lists the same fields, which
 * src/backend/firebase/rulesLists.test.ts compares with these.
 */

/** users/{uid} as an account writes it at sign-up. */
export const USER_FIELDS = ['id', 'firstName', 'lastName', 'email', 'approved', 'createdAt'] as const;

/** payments/{transactionId} as the buyer files it; the admin's decision adds its own fields. */
export const PAYMENT_FIELDS = [
  'bookId',
  'bookTitle',
  'amount',
  'emailID',
  'userName',
  'transactionId',
  'createdAt',
  'status',
  'uid',
  'searchName',
  'searchEmail',
] as const;

/** entitlements/{uid}_{bookId} */
export const ENTITLEMENT_FIELDS = ['uid', 'bookId', 'paymentId', 'grantedAt'] as const;

/** bookFiles/{bookId} */
export const BOOK_FILE_FIELDS = ['url', 'updatedAt'] as const;

/** entries/{uid}: the worker's running totals. */
export const TOTALS_FIELDS = ['allTime', 'firstDay', 'lastDay', 'recent', 'month'] as const;

/** entries/{uid}/dailyEntries/{yyyy-MM-dd} */
export const ENTRY_FIELDS = ['count', 'date'] as const;

/** payouts/{id}, a payout or a reversal alike. */
export const PAYOUT_FIELDS = [
  'uid',
  'amount',
  'paidOn',
  'reference',
  'note',
  'reverses',
  'createdAt',
  'createdBy',
] as const;

/** payoutTotals/{uid} */
export const PAYOUT_TOTALS_FIELDS = ['paid', 'lastPayout'] as const;

/** payoutDetails/{uid}, as its worker writes it, each change whole. */
export const PAYOUT_DETAILS_FIELDS = ['method', 'holder', 'account', 'ifsc', 'upi', 'changedAt'] as const;

/** sentPayouts/{reference}: a payout of a prepared run, sent for payment. */
export const SENT_PAYOUT_FIELDS = [
  'uid',
  'amount',
  'period',
  'layout',
  'fileName',
  'method',
  'payee',
  'accountTail',
  'upi',
  'sentOn',
  'createdAt',
  'createdBy',
] as const;

/** What the admin adds to a sent payout the bank did not pay, to withdraw it: when, and who. */
export const SENT_PAYOUT_WITHDRAWAL_FIELDS = ['withdrawnAt', 'withdrawnBy'] as const;

/** submissions/{id} as its poster writes it. */
export const SUBMISSION_FIELDS = [
  'userName',
  'email',
  'category',
  'subcategory',
  'fields',
  'timestamp',
  'uid',
  'status',
] as const;

/** The fields the moderation and the poster may add to an ad later, and no others. */
export const SUBMISSION_LATER_FIELDS = ['publishedAt', 'reason'] as const;

/**
 * publicAds/{id}: what anyone may read of a published ad. The seller fields the poster filled in
 * and their first name; never the e-mail, the full name or the account id.
 */
export const PUBLIC_AD_FIELDS = [
  'category',
  'subcategory',
  'fields',
  'firstName',
  'publishedAt',
  'words',
] as const;

/**
 * listings/ads: the cards of the published ads, which /ads reads in one document (adListing.ts),
 * and which ad the write that last changed it was about, with the expired cards it took out.
 */
export const LISTING_FIELDS = ['cards', 'lastAd', 'expired'] as const;

/** One card of listings/ads: what an ad's card on /ads shows, as its public copy has it. */
export const LISTING_CARD_FIELDS = ['category', 'subcategory', 'fields', 'publishedAt'] as const;

/**
 * filings/{uid}: how many of the account's payments and ads are waiting on the admin, moved in
 * the batch that files or decides one, and the id of the latest filed under each, which ties the
 * count to the one document filed with it (src/backend/policies/filingPolicy.ts).
 */
export const FILING_COUNTS = ['pendingPayments', 'waitingAds'] as const;
export const FILING_NAMES = ['lastPayment', 'lastAd'] as const;
export const FILING_FIELDS = [...FILING_COUNTS, ...FILING_NAMES] as const;

/** adReports/{adId}: an ad's reports, counted by the batch that files each one. */
export const AD_REPORT_FIELDS = ['count', 'lastReason', 'lastReportedAt'] as const;

/** adReporters/{uid}_{adId}: that this account has reported this ad, so it does once. */
export const AD_REPORTER_FIELDS = ['adId', 'uid', 'reason', 'reportedAt'] as const;

/** A document with exactly the fields of `Fields`, whatever their values. */
export type FieldsOf<Fields extends readonly string[]> = Record<Fields[number], unknown>;

export type ProfileDocument = FieldsOf<typeof USER_FIELDS>;
export type PaymentDocument = FieldsOf<typeof PAYMENT_FIELDS>;
export type EntitlementDocument = FieldsOf<typeof ENTITLEMENT_FIELDS>;
export type BookFileDocument = FieldsOf<typeof BOOK_FILE_FIELDS>;
export type TotalsDocument = FieldsOf<typeof TOTALS_FIELDS>;
export type EntryDocument = FieldsOf<typeof ENTRY_FIELDS>;
export type PayoutDocument = FieldsOf<typeof PAYOUT_FIELDS>;
export type PayoutTotalsDocument = FieldsOf<typeof PAYOUT_TOTALS_FIELDS>;
export type PayoutDetailsDocument = FieldsOf<typeof PAYOUT_DETAILS_FIELDS>;
export type SentPayoutDocument = FieldsOf<typeof SENT_PAYOUT_FIELDS>;
export type SentPayoutWithdrawal = FieldsOf<typeof SENT_PAYOUT_WITHDRAWAL_FIELDS>;
/** A count or a name not stored is none: an account that never filed one, or data from before. */
export type FilingDocument = Partial<FieldsOf<typeof FILING_FIELDS>>;
export type AdReportDocument = FieldsOf<typeof AD_REPORT_FIELDS>;
export type AdReporterDocument = FieldsOf<typeof AD_REPORTER_FIELDS>;
/** An ad, with the later fields it may have gained. */
export type SubmissionDocument = FieldsOf<typeof SUBMISSION_FIELDS> &
  Partial<FieldsOf<typeof SUBMISSION_LATER_FIELDS>>;
/** A change to an ad: any of its fields, none other. */
export type SubmissionChange = Partial<SubmissionDocument>;
export type PublicAdDocument = FieldsOf<typeof PUBLIC_AD_FIELDS>;
export type ListingDocument = FieldsOf<typeof LISTING_FIELDS>;
export type ListingCardDocument = FieldsOf<typeof LISTING_CARD_FIELDS>;
/** A change to a public copy: any of its fields, none other. */
export type PublicAdChange = Partial<PublicAdDocument>;
