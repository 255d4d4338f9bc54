// The documents of the company the data benchmark measures, at one size.

const pad = (n) => String(n).padStart(2, '0');
const dayId = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The company at one size: approved workers with a count every day, their totals, sign-ups waiting
 * for approval, and payments.
 */
export function companyDocs({ workers, days, payments }, approvedUid) {
  const docs = [];
  const today = new Date();
  for (let w = 0; w < workers; w += 1) {
    // The demo worker is one of them, so the worker's page has the same history.
    const uid = w === 0 ? approvedUid : `bench-worker-${w}`;
    if (w > 0) {
      docs.push([
        `users/${uid}`,
        {
          id: uid,
          firstName: `Worker${String(w).padStart(3, '0')}`,
          lastName: 'Bench',
          email: `${uid}@bench.test`,
          approved: true,
          createdAt: today,
        },
      ]);
    }
    const totals = { allTime: 0, firstDay: '', lastDay: '' };
    for (let d = 0; d < days; d += 1) {
      const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - d);
      const id = dayId(date);
      const count = (w * 7 + d * 13) % 101;
      docs.push([`entries/${uid}/dailyEntries/${id}`, { count, date: id }]);
      totals.allTime += count;
      totals.firstDay = id; // the days run back from today, so the oldest comes last
    }
    docs.push([`entries/${uid}`, totals]);
  }
  // Sign-ups waiting for approval, a quarter as many as the workers, for the approvals page.
  for (let n = 0; n < Math.ceil(workers / 4); n += 1) {
    const uid = `bench-sign-up-${n}`;
    docs.push([
      `users/${uid}`,
      {
        id: uid,
        firstName: `SignUp${String(n).padStart(3, '0')}`,
        lastName: 'Bench',
        email: `${uid}@bench.test`,
        approved: false,
        createdAt: today,
      },
    ]);
  }
  for (let p = 0; p < payments; p += 1) {
    const id = `BENCH${String(p).padStart(8, '0')}`;
    const name = `Buyer ${p}`;
    docs.push([
      `payments/${id}`,
      {
        bookId: '2',
        bookTitle: 'React Pro Series',
        amount: '₹499',
        emailID: `buyer${p}@bench.test`,
        userName: name,
        transactionId: id,
        createdAt: new Date(today.getTime() - p * 60_000),
        status: p % 10 === 0 ? 'pending' : 'confirmed',
        uid: `buyer-${p}`,
        searchName: name.toLowerCase(),
        searchEmail: `buyer${p}@bench.test`,
      },
    ]);
  }
  return docs;
}
