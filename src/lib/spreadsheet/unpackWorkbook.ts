import { Inflate } from 'fflate';
import { SpreadsheetError } from './spreadsheetError';

/**
 * Unpacking an .xlsx workbook, a zip, within caps: a file made to unpack into gigabytes (a zip
 * bomb) is refused before anything is unpacked, on the sizes its zip declares, and stopped as soon
 * as a part unpacks to more than it declared, as a zip can lie. The caps are far above what a
 * genuine file declares: the sizes below are those of the benchmarks' files (npm run
 * bench:statement, npm run bench:responses), which write leaner XML than Excel or Google Sheets,
 * whose cells carry a style attribute or two more: a third more at most.
 *
 * fflate's unzipSync inflates each part whole, into a buffer of the size it declares, and goes on
 * decoding a part that unpacks to more (a gigabyte of work for a lying one); so the zip's directory
 * is read here, and each part inflated by fflate's streaming Inflate a step at a time.
 */

/**
 * The most one part may unpack to. A workbook's largest part is its sheet: a month of 3,60,000
 * responses declares 76 MB, a 10,000-row statement 2 MB, and a statement of 1,00,000 rows, the
 * most the check reads, 22 MB.
 */
export const MAX_PART_BYTES = 200 * 1024 * 1024;
/** The most all the parts may unpack to together: the month's sheet and its shared strings declare 92 MB. */
export const MAX_WORKBOOK_BYTES = 256 * 1024 * 1024;
/**
 * The most a part may unpack to for each byte it takes in the file. A genuine workbook's XML
 * packs 7 to 17 to one (the sheet 7 to 9, its shared strings 14 to 17); deflate reaches about
 * 1,000 to one, on a run of one byte repeated, which is what a bomb holds.
 */
export const MAX_PACKING_RATIO = 100;
/** A part declaring less is not held to the ratio: however well it packs, it unpacks to little. */
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/**
 * Packed bytes inflated at a time: a part that unpacks to more than it declared is stopped within
 * about 64 MB (what 64 KB unpacks to at deflate's best) of its declared size. Smaller steps cost
 * more time on a genuine file: the month of responses unpacks a third slower at 16 KB.
 */
const INFLATE_STEP = 64 * 1024;

/** A part as the zip's central directory declares it. */
interface DeclaredPart {
  name: string;
  /** 0: stored as it is; 8: deflated. */
  method: number;
  packedBytes: number;
  bytes: number;
  /** Where the part's local header starts in the file. */
  header: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA_FIELD = 0x0001;
/** A 32-bit size or offset too large for its field: the real one is in the zip64 extra field. */
const IN_ZIP64 = 0xffffffff;

const damaged = () => new SpreadsheetError('unreadable-excel');
const oversized = () => new SpreadsheetError('excel-oversized');

/** The zip's numbers, little-endian; a read past the end of the file throws a RangeError. */
function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  return { u16, u32, u64 };
}

/** Where the central directory starts and how many parts it lists, zip64 or not. */
function findDirectory(bytes: Uint8Array): { start: number; count: number } {
  const { u16, u32, u64 } = reader(bytes);
  // The end record is the last 22 bytes but for a comment of up to 65,535 bytes.
  let end = bytes.length - 22;
  const earliest = Math.max(0, end - 0xffff);
  while (end >= earliest && u32(end) !== END_OF_DIRECTORY) end--;
  if (end < earliest) throw damaged();
  const locator = end - 20;
  if (locator >= 0 && u32(locator) === ZIP64_END_LOCATOR) {
    const zip64End = u64(locator + 8);
    if (u32(zip64End) !== ZIP64_END_OF_DIRECTORY) throw damaged();
    return { start: u64(zip64End + 48), count: u64(zip64End + 32) };
  }
  return { start: u32(end + 16), count: u16(end + 10) };
}

/** Every part the central directory lists, with the sizes it declares. */
function declaredParts(bytes: Uint8Array): DeclaredPart[] {
  const { u16, u32, u64 } = reader(bytes);
  const names = new TextDecoder();
  const { start, count } = findDirectory(bytes);
  const parts: DeclaredPart[] = [];
  for (let index = 0, at = start; index < count; index++) {
    if (u32(at) !== DIRECTORY_ENTRY) throw damaged();
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const part: DeclaredPart = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(at + 10),
      packedBytes: u32(at + 20),
      bytes: u32(at + 24),
      header: u32(at + 42),
    };
    // The zip64 field holds, in this order, each of the three its 32-bit field could not.
    const extraEnd = at + 46 + nameLength + extraLength;
    for (let field = at + 46 + nameLength; field + 4 <= extraEnd; field += 4 + u16(field + 2)) {
      if (u16(field) !== ZIP64_EXTRA_FIELD) continue;
      let value = field + 4;
      for (const key of ['bytes', 'packedBytes', 'header'] as const) {
        if (part[key] === IN_ZIP64) {
          part[key] = u64(value);
          value += 8;
        }
      }
    }
    parts.push(part);
    at = extraEnd + u16(at + 32);
  }
  return parts;
}

/** Refuses the file when a part, or all of them, would unpack past the caps. */
function checkDeclaredSizes(parts: readonly DeclaredPart[]): void {
  let total = 0;
  for (const { bytes, packedBytes } of parts) {
    total += bytes;
    const packsTooWell = bytes > RATIO_CHECKED_FROM_BYTES && bytes > packedBytes * MAX_PACKING_RATIO;
    if (bytes > MAX_PART_BYTES || total > MAX_WORKBOOK_BYTES || packsTooWell) throw oversized();
  }
}

/** A deflated part, inflated a step at a time and stopped once it passes the size it declared. */
function inflateWithin(packed: Uint8Array, declared: number): Uint8Array {
  const unpacked = new Uint8Array(declared);
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (chunk.length > declared - length) throw oversized();
    unpacked.set(chunk, length);
    length += chunk.length;
  });
  let at = 0;
  do {
    const end = Math.min(packed.length, at + INFLATE_STEP);
    inflater.push(packed.subarray(at, end), end === packed.length);
    at = end;
  } while (at < packed.length);
  return unpacked.subarray(0, length);
}

function unpackPart(bytes: Uint8Array, part: DeclaredPart): Uint8Array {
  const { u16, u32 } = reader(bytes);
  if (u32(part.header) !== LOCAL_HEADER) throw damaged();
  const start = part.header + 30 + u16(part.header + 26) + u16(part.header + 28);
  if (start + part.packedBytes > bytes.length) throw damaged();
  const packed = bytes.subarray(start, start + part.packedBytes);
  if (part.method === 8) return inflateWithin(packed, part.bytes);
  if (part.method !== 0) throw damaged();
  if (packed.length > part.bytes) throw oversized();
  return packed;
}

/**
 * The parts of an .xlsx workbook `wanted` picks, unpacked. Throws a SpreadsheetError: for a file
 * whose parts declare, or unpack to, more than the caps or their own sizes, 'excel-oversized';
 * for one that is no zip or a damaged one, 'unreadable-excel'.
 */
export function unpackWorkbook(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Record<string, Uint8Array> {
  try {
    const parts = declaredParts(bytes);
    checkDeclaredSizes(parts);
    const unpacked: Record<string, Uint8Array> = {};
    for (const part of parts) if (wanted(part.name)) unpacked[part.name] = unpackPart(bytes, part);
    return unpacked;
  } catch (error) {
    // A read past the end of the file, or fflate's error for a damaged deflate stream.
    throw error instanceof SpreadsheetError ? error : damaged();
  }
}
