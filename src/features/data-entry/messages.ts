import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { dashboardTitles } from '../../config/dashboardTitles';
import { messages } from '../../config/messages';
import { site } from '../../config/site';
import { rupeesFor } from '../../lib/earnings';
import { MAX_PAYOUT } from '../../backend/limits';
import { formatRupees } from '../../lib/money';
import type { PayoutFieldError } from './payoutForm';

/** What is still owed (earned less paid), or how much was paid beyond it: never a negative amount due. */
export const balanceFigure = (due: number) =>
  due < 0 ? `Overpaid by ${formatRupees(-due)}` : formatRupees(due);

const perEntry = formatRupees(RUPEES_PER_ENTRY);
const perDayMax = formatRupees(rupeesFor(MAX_ENTRIES_PER_DAY));
const approvalsTitle = 'Approve users';

/*
 * The words of the data-entry pages, one object for each page: the specification's messages as it
 * gives them, and ours. Each carries the words the pages share.
 */
const shared = {
  // Word for word from the specification.
  serverBusy: 'ERROR! Server is busy, Please Contact For support',
  failedToLoadUsers: (message: string) => `Failed to load users: ${message}`,
  failedToUpdateEntries: (message: string) => `Failed to update entries: ${message}`,
  saving: 'Saving...',

  // Ours.
  enrollNow: 'Enroll Now',
  opensInNewTab: '(opens in a new tab)',
  today: 'Today',
  lastSevenDays: 'Last 7 days',
  allTime: 'All time',
  entries: (count: number) => (count === 1 ? '1 entry' : `${count} entries`),
  fullName: (user: { firstName: string; lastName: string; email: string }) =>
    `${user.firstName} ${user.lastName}`.trim() || user.email,
  earned: 'Earned',
  paid: 'Paid',
  balanceDue: 'Balance due',
  paidSoFar: (amount: string) => `Paid ${amount}`,
  reversal: 'Reversal',
  reversedNote: (note: string) => `Taken back: ${note}`,
} as const;

/** The admin's payout dialog and a worker's list of payouts, on the earnings dashboard. */
export const payoutMessages = {
  ...shared,
  recordTitle: (name: string) => `Record a payout to ${name}`,
  recordLead: (earned: string, paid: string, due: string) => `Earned ${earned}, paid ${paid}: ${due} is due.`,
  amountLabel: 'Amount (whole rupees)',
  paidOnLabel: 'Date paid',
  referenceLabel: 'UPI or bank reference',
  noteLabel: 'Note (optional)',
  record: 'Record payout',
  recordAnyway: 'Record anyway',
  recording: 'Recording…',
  cancel: 'Cancel',
  errors: {
    'amount-missing': 'Enter the amount paid, in whole rupees.',
    'amount-not-positive': 'The amount must be more than ₹0.',
    'amount-fraction': 'Enter whole rupees only, without paise.',
    'amount-too-large': `A payout can be at most ${formatRupees(MAX_PAYOUT)}.`,
    'date-missing': 'Enter the date the money was sent.',
    'date-future': 'The date paid cannot be after today.',
    'reference-missing': 'Enter the UPI or bank reference of the payment.',
    'reference-too-long': 'The reference can be at most 100 characters.',
    'note-too-long': 'The note can be at most 500 characters.',
  } satisfies Record<PayoutFieldError, string>,
  overBalance: (amount: string, due: string) =>
    `${amount} is more than the balance due of ${due}. Check the amount, or record it anyway.`,
  recorded: (amount: string, name: string) => `Recorded a payout of ${amount} to ${name}.`,
  recordFailed: (message: string) => `Could not record the payout: ${message}`,
  historyTitle: (name: string) => `Payouts to ${name}`,
  historyCaption: (name: string) => `Payouts to ${name}, oldest first`,
  historyEmpty: 'No payouts recorded yet.',
  historyLoading: 'Loading payouts…',
  historyFailed: (message: string) => `Could not load the payouts: ${message}`,
  date: 'Date',
  amount: 'Amount',
  reference: 'Reference',
  note: 'Note',
  action: 'Action',
  reverse: 'Reverse',
  reverseLabel: (amount: string, day: string) => `Reverse the payout of ${amount} on ${day}`,
  reversed: 'Reversed',
  reverseTitle: (amount: string) => `Reverse the payout of ${amount}`,
  reverseLead:
    'A reversal takes the whole amount back off what the worker has been paid. The payout itself stays on record.',
  reverseNoteLabel: 'Why it is reversed',
  reverseNoteMissing: 'Say why the payout is reversed.',
  reverseConfirm: 'Reverse payout',
  reversing: 'Reversing…',
  reversedDone: (amount: string) => `Reversed the payout of ${amount}.`,
  reverseFailed: (message: string) => `Could not reverse the payout: ${message}`,
  alreadyReversed: 'This payout was already reversed.',
} as const;

/** /my-earnings: the worker's pay, a month at a time, printable. */
export const statementMessages = {
  ...shared,
  title: 'Your earnings and payouts',
  metaDescription: 'What you have earned, what you have been paid and what is due, month by month.',
  lead: 'Every day we recorded for you, what it earns, and every payout we sent.',
  loading: 'Loading your earnings…',
  failed: (message: string) => `Could not load your earnings: ${message}`,
  empty:
    'No entries or payouts have been recorded for you yet. Once you do data-entry work, your days and payouts appear here.',
  thisMonth: 'This month',
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
  reference: 'Reference',
  amount: 'Amount',
  monthTotalsTitle: 'Month totals',
  toStatement: 'See your statement of earnings and payouts',
} as const;

/** /course-details */
export const landingMessages = {
  ...shared,
  eyebrow: 'Work from home',
  metaDescription: `Learn data entry in 20 hours and earn ${perEntry} an entry from home.`,
  ratingLabel: (rating: number, count: string) => `Rated ${rating} out of 5 from ${count} ratings`,
  students: (count: string) => `${count} students`,
  hours: (hours: number) => `${hours} hours`,
  modules: (count: number) => `${count} modules`,
  lessons: (count: number) => `${count} lessons`,
  factRating: 'Rating',
  factStudents: 'Students',
  factDuration: 'Duration',
  factModules: 'Modules',
  watchDemo: 'Watch demo video',
  demoTitle: 'Demo lesson: your first data entry',
  demoVideoLabel: 'Demo lesson video',
  demoIntro:
    'In this free lesson from module 4 you watch a trainer complete real entries on the practice form:',
  demoSteps: [
    'Open the form from your work page after you are approved.',
    'Copy one record from the source document, field by field.',
    'Check spellings, numbers and dates before you submit.',
    `Submit, and see how your daily count turns into earnings at ${perEntry} an entry.`,
  ],
  demoUnavailable: 'The video is being refreshed. Ask us on WhatsApp and we will send it to you.',
  demoWhatsApp: 'Ask for the demo video on WhatsApp',
  demoWhatsAppMessage: `Hello ${site.name}, please send me the demo video of the work from home data entry course.`,
  curriculumTitle: 'Course content',
  curriculumSummary: (modules: number, lessons: number, hours: number) =>
    `${modules} modules, ${lessons} lessons, ${hours} hours in total. Open a module to see its lessons.`,
  moduleTitle: (index: number, title: string) => `Module ${index}: ${title}`,
  lessonKind: { video: 'Video', assignment: 'Assignment' },
  minutes: (minutes: number) => `${minutes} min`,
  certificateTitle: 'Certificate of completion',
  certificateText: `Pass the final assessment and receive a ${site.name} certificate in data entry, issued by an ${site.certification} certified institute. Add it to your CV and LinkedIn profile.`,
  certificatePoints: [
    'Shareable certificate with a unique verification number',
    'Lists your typing speed and accuracy from the final assessment',
    'Issued within 7 days of passing',
  ],
  instructorTitle: 'Your instructor',
  instructorName: 'Meera Iyer',
  instructorRole: 'Data operations lead, 11 years',
  instructorBio:
    'Meera has run data-entry teams for banks, hospitals and e-commerce sellers, and has trained more than 4,000 home-based workers. She teaches the checks her own teams use to keep errors below one in a thousand.',
  priceTitle: 'Course fee',
  moneyBack: (days: number) => `${days}-day money-back guarantee`,
  moneyBackDetail: (days: number) =>
    `Not for you? Ask for a full refund within ${days} days of enrolling, no questions asked.`,
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'Do I need any experience?',
      answer:
        'No. If you can use a phone or a computer you can start; the course teaches typing and accuracy from the basics.',
    },
    {
      question: 'How am I paid for data entry work?',
      answer: `Once we approve your account, every entry you complete is counted each day and pays ${perEntry}. You can do up to ${MAX_ENTRIES_PER_DAY} entries a day and see your counts and earnings on your work page.`,
    },
    {
      question: 'Can I work from a phone?',
      answer:
        'Yes. The form works on a phone, but a computer or tablet with a keyboard makes you faster and more accurate.',
    },
    {
      question: 'Is there any registration or security fee?',
      answer:
        'No. The course fee is the only payment. Be careful of anyone who asks for a fee to "release" work or earnings.',
    },
  ],
  ctaTitle: 'Ready to start earning from home?',
  ctaText: 'Enroll now, learn at your own pace and start work as soon as you are approved.',
} as const;

/** /enroll/{id} */
export const enrollMessages = {
  ...shared,
  title: (course: string) => `Enroll in ${course}`,
  metaDescription: (course: string) => `What ${course} costs and how to enroll.`,
  lead: 'Enrolling takes a few minutes: pay from any UPI app, then send us your payment reference on WhatsApp.',
  feeTitle: 'What it costs',
  feeOnRequest: 'Fees on request: they depend on the batch you choose.',
  stepsTitle: 'How to enroll',
  payStep: (amount: string) => `Pay ${amount} by UPI`,
  payDetail: 'Use Google Pay, PhonePe, Paytm or any UPI app and pay to this UPI ID:',
  upiIdLabel: 'UPI ID',
  payeeLabel: 'Payee name',
  payInApp: 'Pay with a UPI app',
  payInAppHint: '(opens your UPI app on a phone)',
  askFeeStep: 'Ask us for the fee of the next batch',
  askFeeDetail: 'We will tell you the fee and the start date, then send you the payment details.',
  sendStep: 'Send us your payment reference on WhatsApp',
  sendDetail:
    'Send the UPI transaction ID (UTR) from your payment app. The message already names the course.',
  whatsapp: 'Message us on WhatsApp',
  confirmStep: 'We confirm your seat',
  confirmDetail: 'We reply with your joining details and access to the course.',
  paidMessage: (course: string, amount: string) =>
    `Hello ${site.name}, I want to enroll in the ${course} course. I have paid ${amount} by UPI. My UPI transaction ID (UTR) is: `,
  feeMessage: (course: string) =>
    `Hello ${site.name}, I want to enroll in the ${course} course. Please tell me the fee and the next batch date.`,
  upiNote: (course: string) => `Enrolment: ${course}`,
  backToCourse: 'Back to the course',
  notFoundText: 'The link may be old or mistyped. All our courses are listed on the courses page.',
  seeAllCourses: 'See all courses',
} as const;

/** /userwoDataEntryworksforms */
export const workMessages = {
  ...shared,
  title: 'Work from home data entry',
  metaDescription: 'Your data-entry work, your daily counts and what they earn.',
  lead: 'Fill in entries on our form from home. Every entry counts towards your daily pay.',
  howTitle: 'How the work goes',
  howSteps: [
    'Open the form and complete one entry for each record you are given.',
    'Check every entry before you submit it: only correct entries are counted.',
    'At the end of the day our team records how many entries you completed.',
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
} as const;

/** /form-for-data-entry */
export const formMessages = {
  ...shared,
  title: messages.premiumFormTitle,
  metaDescription: 'The form approved workers fill in for each data entry.',
  lead: 'Fill in one entry at a time and check it before you submit.',
  frameTitle: 'Data entry form',
  loading: 'Loading the form…',
  openInNewTab: 'Trouble with the form? Open it in a new tab',
  bannerLabel: 'New joiners',
  pause: 'Pause messages',
  welcome: (name: string, city: string) =>
    `Congratulations ${name} from ${city} on joining our data entry team! Welcome aboard.`,
  joiners: [
    { name: 'Anjali Sharma', city: 'Jaipur' },
    { name: 'Mohammed Irfan', city: 'Hyderabad' },
    { name: 'Kavya Nair', city: 'Kochi' },
    { name: 'Sandeep Yadav', city: 'Lucknow' },
    { name: 'Pooja Patel', city: 'Ahmedabad' },
    { name: 'Arjun Singh', city: 'Ludhiana' },
  ],
} as const;

/** /all-approved-user-list */
export const earningsDashboardMessages = {
  ...shared,
  title: dashboardTitles.earningsDashboard,
  metaDescription: 'Record the daily entry counts of approved users and see what they earn.',
  lead: `Pick a day, enter each person’s count and save. ${perEntry} an entry, at most ${MAX_ENTRIES_PER_DAY} a day.`,
  dateLabel: 'Day',
  loading: 'Loading approved users…',
  empty: 'No one is approved for data-entry work yet.',
  toApprovals: approvalsTitle,
  tableCaption: (day: string) => `Counts for ${day} and earnings of approved users`,
  user: 'User',
  countFor: (day: string) => `Entries on ${day}`,
  countLabel: (name: string, day: string) => `Entries by ${name} on ${day}`,
  save: 'Save',
  saveFor: (name: string) => `Save for ${name}`,
  saved: 'Saved',
  skipped: `Enter 1 to ${MAX_ENTRIES_PER_DAY} entries to save.`,
  blank: `Enter 0 to ${MAX_ENTRIES_PER_DAY} entries to change the saved count.`,
  total: 'Total',
  totalNote: 'Everyone, on every page',
  loadingTotals: 'Adding up…',
  /** A worker's figure while it is read. */
  loadingFigure: 'Adding up…',
  retryTotals: 'Could not add up the totals. Try again',
  pagesLabel: 'Pages of approved users',
  earningsToday: 'Earned today',
  earningsWeek: 'Earned last 7 days',
  earningsAllTime: 'Earned all time',
  scrollHint: 'User earnings table',
  pay: 'Payouts',
  recordPayout: 'Record payout',
  recordPayoutFor: (name: string) => `Record a payout to ${name}`,
  payoutsOf: (name: string) => `Payouts to ${name}`,
  totalDue: (due: string, paid: string) =>
    `Balance due to everyone, net of any overpayment: ${due} (paid so far ${paid})`,
  loadingDue: 'Adding up the balance due…',
  noLongerApproved: 'No longer approved',
  revokedTitle: 'No longer approved, with a balance due',
  revokedLead: 'People whose approval was taken away but who are still owed money. Pay them off here.',
  revokedCaption: 'People no longer approved who are still owed money',
  revokedLabel: 'No longer approved table',
  revokedPagesLabel: 'Pages of people no longer approved',
  noneRevoked: 'No one who is no longer approved is owed money.',
} as const;

/** /admin/users */
export const userApprovalMessages = {
  ...shared,
  title: approvalsTitle,
  metaDescription: 'Let people into the data-entry work, or take access away.',
  lead: 'Approved users can open the data-entry work page and the form. Their counts are recorded on the earnings dashboard.',
  loading: 'Loading users…',
  empty: 'No one has signed up yet.',
  noneIn: {
    waiting: 'No one is waiting for approval.',
    approved: 'No one is approved yet.',
    revoked: 'No one’s approval has been revoked.',
  },
  filterLabel: 'Show users',
  filters: {
    waiting: (count: number) => `Waiting for approval (${count})`,
    approved: (count: number) => `Approved (${count})`,
    revoked: (count: number) => `Revoked (${count})`,
  },
  pagesLabel: 'Pages of users',
  summary: ({ approved, waiting, revoked }: { approved: number; waiting: number; revoked: number }) =>
    `${approved} approved, ${waiting} waiting for approval, ${revoked} revoked`,
  tableCaption: 'Everyone with an account and their approval',
  name: 'Name',
  email: 'E-mail',
  status: 'Status',
  action: 'Action',
  statusOf: { waiting: 'Not approved', approved: 'Approved', revoked: 'Revoked' },
  /** What each row's button does, by the tab the user belongs to. */
  actionOf: { waiting: 'Approve', approved: 'Revoke', revoked: 'Re-approve' },
  actionFor: {
    waiting: (name: string) => `Approve ${name}`,
    approved: (name: string) => `Revoke ${name}`,
    revoked: (name: string) => `Re-approve ${name}`,
  },
  nowApproved: (name: string) => `${name} can now use the data-entry pages.`,
  nowRevoked: (name: string) => `${name} can no longer use the data-entry pages.`,
  failed: (message: string) => `Failed to update approval: ${message}`,
  formerWorkersLead:
    'Someone revoked before this list existed may still be under Waiting for approval. Find former workers moves everyone not approved who has entries recorded here.',
  findFormerWorkers: 'Find former workers',
  findingFormerWorkers: 'Finding former workers…',
  formerWorkersFound: (count: number) =>
    count === 0
      ? 'No former workers found: everyone with entries recorded is approved or already here.'
      : `Found ${count === 1 ? '1 former worker' : `${count} former workers`} and moved them to Revoked.`,
  formerWorkersFailed: (message: string) => `Could not find former workers: ${message}`,
  toDashboard: 'Go to the earnings dashboard',
  scrollHint: 'Users table',
} as const;
