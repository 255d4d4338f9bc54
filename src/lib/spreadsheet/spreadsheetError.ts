/**
 * Why a dropped file cannot be read as a spreadsheet at all, whatever it was meant to hold. Each
 * feature reading spreadsheets refuses these too, with its own words for the admin.
 */
export const SPREADSHEET_REFUSALS = [
  'empty',
  'password-protected',
  'old-excel',
  'pdf',
  'unreadable-excel',
  'excel-too-long',
  'excel-oversized',
  'too-large',
  'too-many-rows',
] as const;
export type SpreadsheetRefusal = (typeof SPREADSHEET_REFUSALS)[number];

/** A file refused before its rows are read; the message is only the code, for logs. */
export class SpreadsheetError extends Error {
  readonly code: SpreadsheetRefusal;

  constructor(code: SpreadsheetRefusal) {
    super(code);
    this.name = 'SpreadsheetError';
    this.code = code;
  }
}

/** A feature's refusals: the spreadsheet's own, then those of what the feature reads in it. */
export function refusalsWith<const Own extends readonly string[]>(
  own: Own,
): readonly (SpreadsheetRefusal | Own[number])[] {
  return [...SPREADSHEET_REFUSALS, ...own];
}

/** A file a feature refuses, with the admin's words for why and what to do. */
export class RefusedFile<Refusal extends string> extends Error {
  readonly code: Refusal;

  constructor(code: Refusal, words: Readonly<Record<Refusal, string>>) {
    super(words[code]);
    this.code = code;
  }
}

/**
 * The refusal among `refusals` that an error carries, also after a trip through a worker, where
 * only plain data survives the copy; null for any other failure.
 */
export function refusalFinder<Refusal extends string>(
  refusals: readonly Refusal[],
): (error: unknown) => Refusal | null {
  return (error) => {
    const code = (error as { code?: unknown } | null)?.code;
    return (refusals as readonly unknown[]).includes(code) ? (code as Refusal) : null;
  };
}
