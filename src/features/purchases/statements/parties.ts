/**
 * Who paid money in (or was paid money out), as a statement row says: the name and UPI ID, read
 * from a payment report's own columns or from the bank's narration. Banks write the name in a
 * fixed place of the narration, while the payer's own note to the payment (which anyone paying can
 * fill in) comes elsewhere: a name is read only from its place, and none when the layout does not
 * say where it is.
 *
 * The narrations read, by the order of their fields (the note last unless said):
 * - SBI: BY TRANSFER-UPI/CR/<reference>/<NAME>/<bank code>/<UPI ID>/<note>--
 * - Axis: UPI/P2A/<reference>/<NAME>/<bank name>/<note>
 * - the direction after the reference: UPIAR/<reference>/CR/<NAME>/<bank code>/<UPI ID>
 * - HDFC: UPI-<NAME>-<UPI ID>-<IFSC>-<reference>-<note>
 * - Kotak: UPI/<NAME>/<reference>/<note>
 * - ICICI: UPI/<reference>/<note>/<UPI ID>/<bank name>/<id>: no name, the UPI ID only
 * - NEFT: NEFT CR-<IFSC>-<NAME>-<reference> (HDFC), NEFT*<IFSC>*<reference>*<NAME> (SBI),
 *   NEFT-<reference>-<NAME> (ICICI), NEFT/<reference>/<NAME> (Axis)
 */

export interface Party {
  /** As the bank wrote it (often upper case, cut short); null when the row does not say. */
  name: string | null;
  /** Their UPI ID; null when the row has none. */
  vpa: string | null;
}

/** A report's own columns for the payer (PhonePe's 'Payer Name' and 'Payer VPA'), when it has them. */
export interface PartyCells {
  name: string;
  vpa: string;
}

/** The kind of transfer, and the separator its bank puts after it: 'UPI/', 'UPI-', 'NEFT*', 'NEFT CR-'. */
const TRANSFER = /\b(UPI[A-Z]{0,3}|IMPS|NEFT|RTGS|MMT)(?: ?(?:CR|DR))?\s*([/*|:-])/i;
/** Fields that name the kind of transfer or its direction, never a person. */
const MARKER =
  /^(?:UPI[A-Z]{0,3}|IMPS|NEFT|RTGS|MMT|INB|P2[APM]|CR|DR|IN|OUT|REV)(?: (?:CR|DR|IMPS|P2[APM]))?$/i;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;
/** The first four letters of an IFSC (UTIB, SBIN), as SBI writes the payer's bank; also a short name. */
const BANK_CODE = /^[A-Z]{4}$/;
const BANK_NAME = /\bBANK\b|^STATE BANK|^(?:SBI|PAYTM|AIRTEL|JIO|FINO|INDIA POST)\b/i;
/** A reference: digits, or letters and digits, of eight characters or more. */
const REFERENCE = /^(?=.*\d)[A-Z0-9]{8,}$/i;
const VPA = /^[a-z0-9][a-z0-9._-]*@[a-z][a-z0-9.]+$/i;
const VPA_IN_TEXT = /[a-z0-9][a-z0-9._-]*@[a-z][a-z0-9]+/i;
/** Letters, spaces, dots and apostrophes: a person's or a firm's name as banks write it. */
const NAME = /^[a-z][a-z .']*[a-z.]$/i;
/** What a bank writes where it has no name. */
const NO_NAME = /^(?:NA|N A|NULL|NONE|UNKNOWN|UPI|PAYMENT|PAY|SENT|RECEIVED)$/i;

/** A field without the spaces and dashes at its ends (SBI ends its narrations with '--'). */
function trimmed(field: string): string {
  const loose = (code: number) => code === 45 || code === 32 || code === 9 || code === 160;
  let start = 0;
  let end = field.length;
  while (start < end && loose(field.charCodeAt(start))) start++;
  while (end > start && loose(field.charCodeAt(end - 1))) end--;
  return start === 0 && end === field.length ? field : field.slice(start, end);
}

type Field = 'marker' | 'bank' | 'reference' | 'vpa' | 'name' | 'other';

const DIGIT = /\d/;

function kindOf(field: string): Field {
  if (field.includes('@')) return VPA.test(field) ? 'vpa' : 'other';
  if (MARKER.test(field)) return 'marker';
  if (DIGIT.test(field)) return IFSC.test(field) ? 'bank' : REFERENCE.test(field) ? 'reference' : 'other';
  if (BANK_NAME.test(field)) return 'bank';
  return NAME.test(field) && !NO_NAME.test(field) ? 'name' : 'other';
}

const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The name in the bank's place for it in a narration's fields, or null. */
function nameInFields(fields: readonly string[], kinds: readonly Field[], upi: boolean): string | null {
  // A name first, before the reference (HDFC, Kotak; HDFC's NEFT after the sender's IFSC).
  let first = 0;
  while (kinds[first] === 'bank') first++;
  if (kinds[first] === 'name' && kinds.indexOf('reference', first) > first) return fields[first]!;
  // Or the name right after the reference, with the payer's bank after it (SBI, Axis), or alone at
  // the end of a NEFT's (ICICI, Axis, SBI). ICICI's UPI puts the payer's note there, then the UPI ID.
  const reference = kinds.indexOf('reference');
  if (reference < 0 || kinds[reference + 1] !== 'name') return null;
  const after = reference + 2;
  const bankAfter = kinds[after] === 'bank' || BANK_CODE.test(fields[after] ?? '');
  if (bankAfter || (!upi && after === fields.length)) return fields[reference + 1]!;
  return null;
}

/** The name and UPI ID in a bank's narration; null when it names neither. */
export function partyInNarration(narration: string): Party | null {
  const transfer = TRANSFER.exec(narration);
  let name: string | null = null;
  let vpa: string | null = null;
  if (transfer) {
    const kept: string[] = [];
    const kinds: Field[] = [];
    for (const part of narration.slice(transfer.index).split(transfer[2]!)) {
      const field = trimmed(part);
      if (field === '') continue;
      const kind = kindOf(field);
      if (kind === 'marker') continue;
      kept.push(field);
      kinds.push(kind);
    }
    const found = nameInFields(kept, kinds, /^UPI/i.test(transfer[1]!));
    name = found === null ? null : tidyName(found);
    const at = kinds.indexOf('vpa');
    vpa = at < 0 ? null : kept[at]!;
  } else {
    vpa = VPA_IN_TEXT.exec(narration)?.[0] ?? null;
  }
  return name === null && vpa === null ? null : { name, vpa: vpa === null ? null : vpa.toLowerCase() };
}

/** Who a row's money came from or went to: a report's own columns first, else the narration. */
export function partyOf(narration: string, cells: PartyCells): Party | null {
  const name = NAME.test(cells.name.trim()) && !NO_NAME.test(cells.name.trim()) ? tidyName(cells.name) : null;
  const vpa = VPA.test(cells.vpa.trim()) ? cells.vpa.trim().toLowerCase() : null;
  if (name !== null || vpa !== null) {
    const read = name === null || vpa === null ? partyInNarration(narration) : null;
    return { name: name ?? read?.name ?? null, vpa: vpa ?? read?.vpa ?? null };
  }
  return partyInNarration(narration);
}
