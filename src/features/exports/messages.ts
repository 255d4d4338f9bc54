/** Words of the admin's exports page and of the files it writes. */
export const exportMessages = {
  title: 'Exports for the accounts',
  lead: 'Download CSV files for your accountant. They open in Excel, LibreOffice and Google Sheets.',
  preparing: 'Preparing the file…',
  earnings: {
    heading: "A month's earnings",
    body: 'Every worker’s count and earnings on each day of the month, with each worker’s month total and the total for everyone.',
    monthLabel: 'Month',
    monthHint: 'yyyy-mm',
    download: 'Download earnings CSV',
    invalidMonth: 'Choose a month, written as yyyy-mm.',
    futureMonth: 'Choose this month or an earlier one.',
    empty: (month: string) => `No entries were recorded in ${month}: there is nothing to download.`,
    done: (file: string, workers: number, days: number) =>
      `${file} is downloaded: ${days} ${days === 1 ? 'day' : 'days'} of ${workers} ${workers === 1 ? 'worker' : 'workers'}.`,
  },
  range: {
    fromLabel: 'From',
    toLabel: 'To',
    invalidDate: 'Choose a date.',
    fromAfterTo: 'The “From” date must be on or before the “To” date.',
  },
  payments: {
    heading: 'Confirmed eBook payments',
    body: 'The eBook payments you confirmed between two dates, both included, by the day of confirmation.',
    download: 'Download payments CSV',
    empty: (from: string, to: string) =>
      `No payments were confirmed from ${from} to ${to}: there is nothing to download.`,
    done: (file: string, count: number) =>
      `${file} is downloaded: ${count} ${count === 1 ? 'payment' : 'payments'}.`,
  },
  payouts: {
    heading: 'Payouts to workers',
    body: 'The payouts you recorded with a date paid between two dates, both included, and their reversals, with the net total paid.',
    download: 'Download payouts CSV',
    empty: (from: string, to: string) =>
      `No payouts were made from ${from} to ${to}: there is nothing to download.`,
    done: (file: string, count: number) =>
      `${file} is downloaded: ${count} ${count === 1 ? 'payout' : 'payouts'}.`,
  },
  failed: (reason: string) => `Could not prepare the file: ${reason} Try again.`,
} as const;

/** Column headings and labels inside the CSV files. */
export const csvWords = {
  earnings: {
    columns: ['Worker', 'E-mail', 'Date', 'Entries', 'Earnings (₹)'],
    monthTotal: 'Month total',
    everyone: 'All workers',
    unknownWorker: (uid: string) => `Unknown worker (${uid})`,
    fullName: (user: { firstName: string; lastName: string; email: string }) =>
      `${user.firstName} ${user.lastName}`.trim() || user.email,
  },
  payments: {
    columns: ['Transaction ID', 'Buyer', 'E-mail', 'Book', 'Amount (₹)', 'Submitted', 'Confirmed'],
    total: 'Total',
    count: (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`,
  },
  payouts: {
    columns: ['Worker', 'E-mail', 'Paid on', 'Amount (₹)', 'Reference', 'Note', 'Reverses'],
    total: 'Total',
  },
} as const;
