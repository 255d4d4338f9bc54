// The figures npm run bench:quota prints: each part of the modelled day, the day against Spark's
// daily quota, the visitors the rest serves, and what a day costs on Blaze.

const QUOTA = { reads: 50_000, writes: 20_000, deletes: 20_000 };
/**
 * Firestore's published price beyond the free quota, in US dollars per 100,000 (the multi-region
 * price of https://firebase.google.com/docs/firestore/pricing; the README says where to read a
 * location's own), and the rupees to a dollar the README assumes.
 */
const PRICE_PER_100K = { reads: 0.06, writes: 0.18, deletes: 0.02 };
const RUPEES_PER_DOLLAR = 88;
/** The business's own day may take at most this share of each quota... */
const BUSINESS_SHARE = 0.25;
/** ...and the rest must serve at least this many visitors who open /ads and one ad. */
const VISITORS_WANTED = 10_000;
export const reads = (tally) => tally.documentReads + tally.indexReads + tally.rulesReads;

/**
 * Prints the parts' figures as Markdown tables; returns whether every budget is met. The second
 * argument holds a visitor's tallies: the first page of /ads, a category, a search and an ad.
 */
export function printFigures(parts, { firstPage, category, search, ad }) {
  const business = parts.filter((each) => !each.visitor);
  const sum = (field) => business.reduce((total, each) => total + field(each.tally) * each.times, 0);
  const day_ = { reads: sum(reads), writes: sum((t) => t.writes), deletes: sum((t) => t.deletes) };
  const percent = (value, of) => `${((100 * value) / of).toFixed(1)} %`;
  const n = (value) => value.toLocaleString('en-IN');

  console.log(
    '\n| part of the day | times a day | reads each (documents + index + rules) | writes each | deletes each | reads a day | writes a day | deletes a day |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { part: name, times, tally, visitor: isVisitor } of parts) {
    const each = `${reads(tally)} (${tally.documentReads} + ${tally.indexReads} + ${tally.rulesReads})`;
    const perDay = isVisitor
      ? ['', '', '']
      : [n(reads(tally) * times), n(tally.writes * times), n(tally.deletes * times)];
    console.log(
      `| ${name} | ${isVisitor ? 'per visitor' : n(times)} | ${each} | ${tally.writes} | ${tally.deletes} | ${perDay.join(' | ')} |`,
    );
  }
  console.log(
    `| **The business's own day** | | | | | ${n(day_.reads)} (${percent(day_.reads, QUOTA.reads)}) | ${n(day_.writes)} (${percent(day_.writes, QUOTA.writes)}) | ${n(day_.deletes)} (${percent(day_.deletes, QUOTA.deletes)}) |`,
  );

  const visitorCost = (...tallies) => tallies.reduce((total, tally) => total + reads(tally), 0);
  const visitorBytes = (...tallies) => tallies.reduce((total, tally) => total + tally.bytes, 0);
  const left = QUOTA.reads - day_.reads;
  const kinds = [
    ['opens /ads and one ad', visitorCost(firstPage, ad), visitorBytes(firstPage, ad)],
    [
      'opens /ads, chooses a category and opens one ad',
      visitorCost(firstPage, category, ad),
      visitorBytes(firstPage, category, ad),
    ],
    [
      'opens /ads, searches by word and opens one ad',
      visitorCost(firstPage, search, ad),
      visitorBytes(firstPage, search, ad),
    ],
  ];
  console.log(
    `\nSpark's daily quota: ${n(QUOTA.reads)} reads, ${n(QUOTA.writes)} writes, ${n(QUOTA.deletes)} deletes.`,
  );
  console.log(`Left for visitors after the business's own day: ${n(left)} reads.`);
  const ownReads = business.reduce((total, each) => total + each.tally.rulesOwnReads * each.times, 0);
  console.log(
    `Of the day's reads, ${n(ownReads)} are the rules reading documents their own batch writes: ` +
      `counted as billed; if Firestore does not bill them, the day reads ${n(day_.reads - ownReads)} ` +
      `(${percent(day_.reads - ownReads, QUOTA.reads)}).`,
  );
  console.log(
    '\n| a visitor who… | reads | Firestore answers (uncompressed) | visitors a day the rest serves |',
  );
  console.log('|---|---|---|---|');
  for (const [who, cost, bytes] of kinds) {
    console.log(`| ${who} | ${cost} | ${(bytes / 1024).toFixed(1)} KB | ${n(Math.floor(left / cost))} |`);
  }

  // What a day of the business and its visitors costs on Blaze, where the free quota still applies.
  const rupees = (usage) =>
    Object.entries(usage).reduce(
      (sum, [what, used]) => sum + (Math.max(0, used - QUOTA[what]) / 100_000) * PRICE_PER_100K[what],
      0,
    ) * RUPEES_PER_DOLLAR;
  console.log(
    `\n| visitors a day (each opens /ads and one ad) | reads | on Spark | on Blaze, a day | on Blaze, 30 days |`,
  );
  console.log('|---|---|---|---|---|');
  for (const visitors of [0, 10_000, Math.floor(left / kinds[0][1]), 50_000, 100_000]) {
    const usage = { ...day_, reads: day_.reads + visitors * kinds[0][1] };
    const cost = rupees(usage);
    const fits = Object.entries(usage).every(([what, used]) => used <= QUOTA[what]);
    console.log(
      `| ${n(visitors)} | ${n(usage.reads)} | ${fits ? 'free' : 'stops for the day once the quota is spent'} | ₹${cost.toFixed(2)} | ₹${(cost * 30).toFixed(0)} |`,
    );
  }

  const misses = [];
  for (const [what, used] of Object.entries(day_)) {
    if (used > QUOTA[what] * BUSINESS_SHARE)
      misses.push(
        `the business's ${what} (${percent(used, QUOTA[what])} of the quota, budget ${BUSINESS_SHARE * 100} %)`,
      );
  }
  const served = Math.floor(left / kinds[0][1]);
  if (served < VISITORS_WANTED) misses.push(`${n(served)} visitors a day (budget ${n(VISITORS_WANTED)})`);
  console.log(misses.length ? `\nmissed: ${misses.join('; ')}` : '\nEvery budget met.');
  return misses.length === 0;
}
