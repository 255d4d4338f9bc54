/**
 * Whether the name a bank gives for a payer and the name a buyer gave us plainly differ. Banks
 * write names in capitals, cut them short ('KIRAN MEH'), give initials ('A K SHARMA', 'SK SHARMA'),
 * shorten common words ('MOHD', 'KR' for Kumar), put the family name first ('RAO ASHA') or run the
 * words together ('ASHARAO'), and names are spelt in Latin letters more than one way ('POOJA',
 * 'PUJA'; 'AGGARWAL', 'AGARWAL'); none of that is a difference. Another person's name is: one word
 * of the shorter name that no word of the other can stand for ('RAVI RAO' for Asha Rao, 'AMIT
 * KUMAR' for Rahul Kumar). A buyer's name we cannot compare, such as one written in Devanagari,
 * differs too: the admin looks, rather than the check passing it unseen.
 */

/** Titles banks and people put before a name. */
const TITLES = new Set([
  'MR',
  'MRS',
  'MS',
  'MISS',
  'SHRI',
  'SRI',
  'SMT',
  'SHRIMATI',
  'KUM',
  'DR',
  'PROF',
  'MASTER',
]);
/** More words than a name has: beyond it, the words are not compared one by one. */
const MOST_WORDS = 8;
/** Short forms and spellings of one name, written as the first of each group. */
const SPELLINGS = [
  ['MOHAMMAD', 'MOHD', 'MOHAMMED', 'MOHAMED', 'MUHAMMAD', 'MUHAMMED', 'MOHAMAD'],
  ['SHAIKH', 'SHEIKH', 'SHEKH'],
  ['CHAUDHARY', 'CHOUDHARY', 'CHAUDHARI', 'CHOUDHARI', 'CHAUDHRY', 'CHOUDHURY', 'CHOWDHURY'],
  ['SRIVASTAVA', 'SHRIVASTAVA', 'SRIVASTAV', 'SHRIVASTAV'],
  ['AGARWAL', 'AGRAWAL', 'AGGARWAL', 'AGGRAWAL'],
  ['LAKSHMI', 'LAXMI', 'LUXMI'],
];
const SPELT = new Map(SPELLINGS.flatMap(([name, ...others]) => others.map((other) => [other, name!])));
/** Two or three letters without a vowel are initials run together: 'SK', 'MD', 'KR'. */
const INITIALS = /^[B-DF-HJ-NP-TV-Z]{2,3}$/;

/** One way of writing a word: doubled letters single, 'EE' as 'I' and 'OO' as 'U'. */
const RESPELT = /EE|OO|([A-Z])\1/;
const oneSpelling = (word: string) => {
  const spelt = SPELT.get(word) ?? word;
  if (!RESPELT.test(spelt)) return spelt;
  return spelt
    .replace(/EE/g, 'I')
    .replace(/OO/g, 'U')
    .replace(/([A-Z])\1+/g, '$1');
};

/** Anything but printable ASCII: accented letters, which lose their accents ('José' is 'JOSE'). */
const ACCENTED = /[^ -~]/;

function wordsOf(name: string): string[] {
  const plain = ACCENTED.test(name) ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
  return plain
    .toUpperCase()
    .replace(/\bM\/S\b/g, ' ')
    .split(/[^A-Z]+/)
    .filter((word) => word !== '' && !TITLES.has(word))
    .flatMap((word) => (INITIALS.test(word) ? [...word] : [oneSpelling(word)]))
    .slice(0, MOST_WORDS);
}

/** One word may stand for the other: the same, its initial, or cut short ('MEH' for 'MEHTA'). */
function standsFor(a: string, b: string): boolean {
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}

/** True when each of `few` stands for a different one of `many`. */
function matchEach(few: readonly string[], many: readonly string[], used: boolean[] = []): boolean {
  if (few.length === 0) return true;
  const [word, ...rest] = few;
  return many.some((other, index) => {
    if (used[index] || !standsFor(word!, other)) return false;
    used[index] = true;
    const matched = matchEach(rest, many, used);
    used[index] = false;
    return matched;
  });
}

const whole = (words: readonly string[]) => words.filter((word) => word.length > 1);

/**
 * True when the payer's name is plainly not the buyer's; false when it may be, or says nothing.
 * Where both names have a whole word, one of them must stand for one of the other's: initials
 * alone ('S K RAHIM' for Salman Khan) are not the same person.
 */
export function namesDiffer(payerName: string, buyerName: string): boolean {
  const payer = wordsOf(payerName);
  const buyer = wordsOf(buyerName);
  if (payer.length === 0) return false;
  if (buyer.length === 0) return true;
  const each = payer.length <= buyer.length ? matchEach(payer, buyer) : matchEach(buyer, payer);
  if (!each) return true;
  const [payerWords, buyerWords] = [whole(payer), whole(buyer)];
  if (payerWords.length === 0 || buyerWords.length === 0) return false;
  return !payerWords.some((word) => buyerWords.some((other) => standsFor(word, other)));
}
