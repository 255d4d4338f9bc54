import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { dashboardTitles } from '../../config/dashboardTitles';
import { balanceFigure, perDayMax, perEntry, workWords as shared } from '../../catalogue/workWords';

/*
 * The words of the worker's own pages: the work page, the form and the statement. The words they
 * share with the admin's pages come from catalogue/workWords, which the admin's pages read in English.
 */
type SharedWord = 'opensInNewTab' | 'today' | 'allTime' | 'earned' | 'paid' | 'balanceDue';
// Typed as words, not as the English literals, so the Hindi module can say them its own way.
const words: Record<SharedWord, string> = shared;

export const texts = {
  /** /userwoDataEntryworksforms */
  work: {
    title: 'Work from home data entry',
    metaDescription: 'Your data-entry work, your daily counts and what they earn.',
    lead: 'Fill in entries on our form from home. Every entry counts towards your daily pay.',
    howTitle: 'How the work goes',
    howSteps: [
      'Open the form and complete one entry for each record you are given.',
      'Answer the form with the e-mail address of your account here: every response sent from it is one entry, and responses from any other address are not counted.',
      'Check every entry before you submit it: only correct entries are counted.',
      'At the end of the day our team counts your responses and records the day’s entries.',
    ],
    limitTitle: 'Daily limit',
    limitText: `Up to ${MAX_ENTRIES_PER_DAY} entries a day.`,
    payTitle: 'Your pay',
    payText: `${perEntry} for every entry, so up to ${perDayMax} a day.`,
    openForm: 'Open the form',
    yourEarningsTitle: 'Your counts and earnings',
    toStatement: 'Open your monthly statement, to print or save',
    adminNote:
      'You are signed in as the admin: you have no counts of your own. Record the team’s counts on the dashboard.',
    toDashboard: `Open the ${dashboardTitles.earningsDashboard}`,
  },

  /** /form-for-data-entry; its title is the shared "Our Premium Form". */
  form: {
    metaDescription: 'The form approved workers fill in for each data entry.',
    lead: 'Fill in one entry at a time and check it before you submit.',
    frameTitle: 'Data entry form',
    loading: 'Loading the form…',
    openInNewTab: 'Trouble with the form? Open it in a new tab',
    opensInNewTab: words.opensInNewTab,
    bannerLabel: 'New joiners',
    pause: 'Pause messages',
    welcome: (name: string, city: string) =>
      `Congratulations ${name} from ${city} on joining our data entry team! Welcome aboard.`,
    /** The cities of the joiners (./joiners.ts), in the same order. */
    joinerCities: ['Jaipur', 'Hyderabad', 'Kochi', 'Lucknow', 'Ahmedabad', 'Ludhiana'],
  },

  /** /my-earnings: the worker's pay, a month at a time, printable; also on the work page. */
  statement: {
    title: 'Your earnings and payouts',
    metaDescription: 'What you have earned, what you have been paid and what is due, month by month.',
    lead: 'Every day we recorded for you, what it earns, and every payout we sent.',
    loading: 'Loading your earnings…',
    failed: (message: string) => `Could not load your earnings: ${message}`,
    empty:
      'No entries or payouts have been recorded for you yet. Once you do data-entry work, your days and payouts appear here.',
    today: words.today,
    thisMonth: 'This month',
    allTime: words.allTime,
    entries: shared.entries,
    earned: words.earned,
    paid: words.paid,
    balanceDue: words.balanceDue,
    /** What is still owed, or how much was paid beyond it: never a negative amount due. */
    balanceFigure,
    figuresLabel: 'Your pay at a glance',
    paySentence: (paid: string, due: string) => `Paid ${paid} to date. Balance due: ${due}.`,
    paySentenceOverpaid: (paid: string, over: string) =>
      `Paid ${paid} to date, ${over} more than earned so far.`,
    note: 'Note',
    print: 'Print or save as PDF',
    statementFor: (name: string) => `Statement for ${name}`,
    printedOn: (day: string) => `As of ${day}`,
    monthTitle: (month: string) => `${month}`,
    monthsLabel: 'Months',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    daysCaption: (month: string) => `Entries recorded for you on each day of ${month}, newest first`,
    daysLabel: (month: string) => `Your days in ${month}`,
    date: 'Date',
    count: 'Entries',
    notRecorded: 'None recorded',
    payoutsTitle: 'Payouts this month',
    payoutsCaption: (month: string) => `Payouts sent to you in ${month}`,
    payoutsLabel: (month: string) => `Your payouts in ${month}`,
    noPayouts: 'No payouts this month.',
    reversedNote: shared.reversedNote,
    reference: 'Reference',
    amount: 'Amount',
    monthTotalsTitle: 'Month totals',
    sentTitle: 'Payouts sent to your bank',
    sentCaption: 'Payouts sent for payment, newest first, and whether the bank has paid them',
    sentLabel: 'Your payouts sent for payment',
    sentFor: 'For',
    sentStatus: 'Status',
    sentOn: (day: string) => `Sent for payment on ${day}`,
    withdrawnOn: (day: string) => `Withdrawn on ${day}, not paid: the amount is due to you again`,
    paidOn: (day: string, reference: string) => `Paid on ${day}, bank reference ${reference}`,
    sentLead:
      'A payout sent for payment reaches your account within a few days. It counts as paid once the bank’s statement shows it.',
  },
};

export type WorkTexts = typeof texts;
