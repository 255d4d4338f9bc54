/**
 * The note a UPI payment for an eBook carries. It reaches the company's bank statement, which the
 * admin reads, so it stays in English on a Hindi page too.
 */
export const ebookUpiNote = (book: string) => `eBook: ${book}`;
