import { deflateSync, Inflate, inflateSync, strFromU8, strToU8 } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { readWorkbook } from './excelWorkbook';
import {
  copiesFor,
  craftZip,
  deflatedZeros,
  honestParts,
  honestRows,
  zerosLength,
  type CraftedPart,
} from './fixtures/zipBombs';
import {
  MAX_PACKING_RATIO,
  MAX_PART_BYTES,
  MAX_WORKBOOK_BYTES,
  RATIO_CHECKED_FROM_BYTES,
  unpackWorkbook,
} from './unpackWorkbook';

const SHEET = 'xl/worksheets/sheet1.xml';

async function codeOf(reading: Promise<unknown>): Promise<string> {
  try {
    await reading;
    return 'read';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** honestParts with the sheet's part changed. */
const withSheet = (change: (sheet: CraftedPart) => CraftedPart, rows = 3) =>
  honestParts(rows).map((part) => (part.name === SHEET ? change(part) : part));

/** Packed bytes handed to fflate's inflater, counted as they go. */
function countInflating() {
  const push = vi.spyOn(Inflate.prototype, 'push');
  return () => push.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0);
}

describe('an honest workbook', () => {
  it('is read, written byte by byte as the bombs below are', async () => {
    expect(await readWorkbook(craftZip(honestParts()))).toEqual([honestRows()]);
  });

  it('is read with its sizes in zip64 fields', async () => {
    expect(await readWorkbook(craftZip(honestParts(), { zip64: true }))).toEqual([honestRows()]);
  });

  it('is unpacked whole when its sheet is longer than the ratio is checked from, packing as sheets do', () => {
    const rows = Array.from(
      { length: 12_000 },
      (_, row) =>
        `<row r="${row + 1}"><c r="A${row + 1}" s="1"><v>${46350 + row / 12_000}</v></c><c r="B${row + 1}" t="s"><v>${row}</v></c></row>`,
    );
    const xml = strToU8(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
    const sheet: CraftedPart = {
      name: SHEET,
      packed: deflateSync(xml),
      method: 8,
      declaredBytes: xml.length,
    };
    expect(sheet.declaredBytes).toBeGreaterThan(RATIO_CHECKED_FROM_BYTES);
    expect(sheet.declaredBytes / sheet.packed.length).toBeGreaterThan(5);
    const unpacked = unpackWorkbook(craftZip([sheet]), () => true);
    expect(Object.keys(unpacked)).toEqual([SHEET]);
    // As text: comparing a megabyte byte by byte takes the test runner seconds.
    expect(strFromU8(unpacked[SHEET]!)).toBe(strFromU8(xml));
  });
});

describe('a part declaring a huge size', () => {
  /** Enough packed bytes that the declared size is within the ratio: only its size is past a cap. */
  const packedFor = (bytes: number) => new Uint8Array(Math.ceil(bytes / MAX_PACKING_RATIO) + 1);

  it('is refused before anything is unpacked', async () => {
    const inflated = countInflating();
    const bytes = MAX_PART_BYTES + 1;
    const parts = withSheet((sheet) => ({ ...sheet, packed: packedFor(bytes), declaredBytes: bytes }));
    expect(await codeOf(readWorkbook(craftZip(parts)))).toBe('excel-oversized');
    expect(inflated()).toBe(0);
  });

  it('is refused when it declares gigabytes in a zip64 field', async () => {
    const bytes = 5 * 1024 ** 3;
    const parts = withSheet((sheet) => ({ ...sheet, declaredBytes: bytes }));
    expect(await codeOf(readWorkbook(craftZip(parts, { zip64: true })))).toBe('excel-oversized');
  });

  it('is refused when a part nobody reads declares it, as the file’s total counts every part', async () => {
    const bytes = MAX_PART_BYTES + 1;
    const image = { name: 'xl/media/image1.png', packed: packedFor(bytes), method: 8, declaredBytes: bytes };
    expect(await codeOf(readWorkbook(craftZip([...honestParts(), image as CraftedPart])))).toBe(
      'excel-oversized',
    );
  });
});

describe('a part that lies about its size', () => {
  it('is stopped as soon as it unpacks past what it declared, not unpacked to its gigabyte', async () => {
    const gigabyte = deflatedZeros(copiesFor(1024));
    const inflated = countInflating();
    const parts = withSheet((sheet) => ({ ...sheet, packed: gigabyte }));
    expect(await codeOf(readWorkbook(craftZip(parts)))).toBe('excel-oversized');
    // Two steps of 64 KB at most of the 6 MB packed.
    expect(gigabyte.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(inflated()).toBeLessThanOrEqual(128 * 1024);
  });

  it('is refused when it unpacks to a byte more than it declared', async () => {
    const parts = withSheet((sheet) => ({ ...sheet, declaredBytes: sheet.declaredBytes - 1 }));
    expect(await codeOf(readWorkbook(craftZip(parts)))).toBe('excel-oversized');
  });

  it('is refused when it is stored, not packed, and holds more than it declared', async () => {
    const parts = withSheet((sheet) => {
      const xml = inflateSync(sheet.packed);
      return { ...sheet, packed: xml, method: 0, declaredBytes: xml.length - 1 };
    });
    expect(await codeOf(readWorkbook(craftZip(parts)))).toBe('excel-oversized');
    const stored = withSheet((sheet) => {
      const xml = inflateSync(sheet.packed);
      return { ...sheet, packed: xml, method: 0, declaredBytes: xml.length };
    });
    expect(await readWorkbook(craftZip(stored))).toEqual([honestRows()]);
  });
});

describe('a part that packs too well', () => {
  it('is refused before it is unpacked, though its size is within the caps', async () => {
    const copies = copiesFor(50);
    const inflated = countInflating();
    const padding: CraftedPart = {
      name: 'docProps/padding.xml',
      packed: deflatedZeros(copies),
      method: 8,
      declaredBytes: zerosLength(copies),
    };
    expect(padding.declaredBytes).toBeLessThan(MAX_PART_BYTES);
    expect(padding.declaredBytes / padding.packed.length).toBeGreaterThan(MAX_PACKING_RATIO);
    expect(await codeOf(readWorkbook(craftZip([...honestParts(), padding])))).toBe('excel-oversized');
    expect(inflated()).toBe(0);
  });

  it('is read when it is small, however well it packs', async () => {
    const copies = Math.floor(RATIO_CHECKED_FROM_BYTES / 258) - 1;
    const padding: CraftedPart = {
      name: 'docProps/padding.xml',
      packed: deflatedZeros(copies),
      method: 8,
      declaredBytes: zerosLength(copies),
    };
    expect(padding.declaredBytes / padding.packed.length).toBeGreaterThan(MAX_PACKING_RATIO);
    expect(await readWorkbook(craftZip([...honestParts(), padding]))).toEqual([honestRows()]);
  });
});

describe('many parts adding up', () => {
  /** `count` parts of a little under 1 MiB each, each within every cap a part has on its own. */
  function pieces(count: number): CraftedPart[] {
    const copies = Math.floor(RATIO_CHECKED_FROM_BYTES / 258) - 1;
    const packed = deflatedZeros(copies);
    return Array.from({ length: count }, (_, index) => ({
      name: `xl/media/image${index + 1}.bin`,
      packed,
      method: 8,
      declaredBytes: zerosLength(copies),
    }));
  }
  const piece = pieces(1)[0]!.declaredBytes;
  const honestBytes = honestParts().reduce((sum, part) => sum + part.declaredBytes, 0);

  it('are refused when together they would unpack past the file’s cap', async () => {
    const inflated = countInflating();
    const count = Math.floor((MAX_WORKBOOK_BYTES - honestBytes) / piece) + 1;
    expect(await codeOf(readWorkbook(craftZip([...honestParts(), ...pieces(count)])))).toBe(
      'excel-oversized',
    );
    expect(inflated()).toBe(0);
  });

  it('are read up to the cap', async () => {
    const count = Math.floor((MAX_WORKBOOK_BYTES - honestBytes) / piece);
    expect(await readWorkbook(craftZip([...honestParts(), ...pieces(count)]))).toEqual([honestRows()]);
  });
});

describe('a damaged zip', () => {
  it('is unreadable, not oversized', async () => {
    const zip = craftZip(honestParts());
    expect(await codeOf(readWorkbook(zip.subarray(0, zip.length - 30)))).toBe('unreadable-excel');
    const garbled = withSheet((sheet) => ({ ...sheet, packed: sheet.packed.map((byte) => byte ^ 0xff) }));
    expect(await codeOf(readWorkbook(craftZip(garbled)))).toBe('unreadable-excel');
  });
});
