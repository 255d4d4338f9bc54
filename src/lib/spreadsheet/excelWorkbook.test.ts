import type readXlsxFile from 'read-excel-file/universal';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWorkbook } from './excelWorkbook';
import { buildWorkbook } from './fixtures/workbook';

const parse = vi.hoisted(() => ({ failure: null as Error | null }));

// read-excel-file itself, made to fail as it does on a sheet of a few hundred thousand rows.
vi.mock('read-excel-file/universal', async (original) => {
  const actual = await original<{ default: typeof readXlsxFile }>();
  return {
    default: (...args: Parameters<typeof readXlsxFile>) => {
      if (parse.failure) throw parse.failure;
      return actual.default(...args);
    },
  };
});

const workbook = () => buildWorkbook([{ name: 'Sheet1', rows: [['Timestamp', 'Email address']] }]);

describe('an Excel workbook the reader cannot finish', () => {
  beforeEach(() => {
    parse.failure = null;
  });

  it('reads a workbook the parser finishes', async () => {
    expect(await readWorkbook(workbook())).toEqual([[['Timestamp', 'Email address']]]);
  });

  it('is too long when the parser runs out of stack, not damaged', async () => {
    parse.failure = new RangeError('Maximum call stack size exceeded');
    await expect(readWorkbook(workbook())).rejects.toMatchObject({ code: 'excel-too-long' });
  });

  it('is unreadable when the parser fails otherwise', async () => {
    parse.failure = new Error('invalid XML');
    await expect(readWorkbook(workbook())).rejects.toMatchObject({ code: 'unreadable-excel' });
  });
});
