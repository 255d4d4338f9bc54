import { dashboardTitles } from '../../config/dashboardTitles';

/** Words of the admin's home page. */
export const adminMessages = {
  title: 'Admin dashboard',
  lead: 'What needs your attention today, and the way to each dashboard.',
  loading: 'Loading…',
  loadFailed: 'Could not load this count.',
  retry: (what: string) => `Try again: ${what}`,
  pendingPayments: {
    title: 'Pending payments',
    none: 'No payments are waiting for approval.',
    some: (count: number) => `${count} ${count === 1 ? 'payment is' : 'payments are'} waiting for approval.`,
    link: dashboardTitles.paymentApprovals,
  },
  approvedUsers: {
    title: 'Approved users',
    none: 'No users are approved for data-entry work yet.',
    some: (count: number) =>
      `${count} ${count === 1 ? 'user is' : 'users are'} approved for data-entry work.`,
    link: dashboardTitles.earningsDashboard,
  },
  submissions: {
    title: 'Ad submissions',
    none: 'No ads have been submitted yet.',
    some: (count: number) => `${count} ${count === 1 ? 'ad has' : 'ads have'} been submitted.`,
    link: 'View the ads',
  },
  bookFiles: {
    title: 'Book files',
    body: 'Set the link to each eBook’s file, which buyers download from My Library.',
    link: 'Set the book files',
  },
  exports: {
    title: 'Exports',
    body: 'Download CSV files of a month’s earnings and of confirmed eBook payments for the accounts.',
    link: 'Download exports',
  },
  userApprovals: {
    title: 'User approvals',
    body: 'Approve sign-ups for work-from-home data entry, or withdraw an approval.',
    link: 'Review sign-ups',
  },
} as const;
