import { describe, expect, it } from 'vitest';
import { csvOf, droppedFile } from '../../../lib/spreadsheet/fixtures/droppedFile';
import { buildWorkbook } from '../../../lib/spreadsheet/fixtures/workbook';
import { craftZip, lyingWorkbook, partsOf } from '../../../lib/spreadsheet/fixtures/zipBombs';
import {
  ASHA,
  COUNTED_DAYS,
  DAY_FIRST_CSV_ROWS,
  MICROSOFT_ROWS,
  MONTH_FIRST_CSV_ROWS,
  RAVI,
  SHEETS_ROWS,
} from './fixtures/forms';
import { responsesMessages } from './messages';
import { readResponses, readResponsesInSlices } from './readResponses';
import { MAX_RESPONSES_BYTES, type ResponsesRefusal } from './refusals';
import { ResponsesError } from './responsesError';

async function refusalOf(reading: Promise<unknown>): Promise<ResponsesRefusal | 'read'> {
  try {
    await reading;
    return 'read';
  } catch (error) {
    if (error instanceof ResponsesError) return error.code;
    throw error;
  }
}

const read = (content: string | Uint8Array, name: string) => readResponses(droppedFile(content, name), name);

describe('readResponses', () => {
  it('counts Google Forms’ CSV download, day first or month first', async () => {
    const dayFirst = await read(csvOf(DAY_FIRST_CSV_ROWS), 'Data entry (Responses).csv');
    expect(dayFirst.days).toEqual(COUNTED_DAYS);
    const monthFirst = await read(`\ufeff${csvOf(MONTH_FIRST_CSV_ROWS)}\r\n`, 'Data entry.csv');
    expect(monthFirst.days).toEqual(COUNTED_DAYS);
  });

  it('counts the linked sheet’s .xlsx from Google Sheets, its times in date cells', async () => {
    const workbook = buildWorkbook([{ name: 'Form responses 1', rows: SHEETS_ROWS }]);
    const counted = await read(workbook, 'Data entry (Responses).xlsx');
    expect(counted.days).toEqual(COUNTED_DAYS);
    expect(counted.dateOrder).toBeNull();
  });

  it('counts Microsoft Forms’ .xlsx on the day each response was sent', async () => {
    const workbook = buildWorkbook([{ name: 'Sheet1', rows: MICROSOFT_ROWS }]);
    expect((await read(workbook, 'Data entry(1-3).xlsx')).days).toEqual([
      { date: '2026-11-13', email: RAVI, responses: 1 },
      { date: '2026-11-24', email: ASHA, responses: 1 },
      { date: '2026-11-25', email: ASHA, responses: 1 },
    ]);
  });

  it('reads the sheet that holds the responses when another comes first', async () => {
    const workbook = buildWorkbook([
      { name: 'Notes', rows: [['Checked by the office']] },
      { name: 'Form responses 1', rows: SHEETS_ROWS },
    ]);
    expect((await read(workbook, 'responses.xlsx')).days).toEqual(COUNTED_DAYS);
  });

  it('reads and counts on the page a slice at a time, answering the admin between slices', async () => {
    const rows = [['Timestamp', 'Email address', 'Record number']];
    for (let index = 0; index < 30_000; index++) rows.push(['25/11/2026 10:00:00', ASHA, `R-${index}`]);
    const file = droppedFile(csvOf(rows), 'long.csv');
    let answered = 0;
    const timer = setInterval(() => answered++, 0);
    const counted = await readResponsesInSlices(file, file.name);
    clearInterval(timer);
    expect(counted.days).toEqual([{ date: '2026-11-25', email: ASHA, responses: 30_000 }]);
    expect(answered).toBeGreaterThan(2);
  });

  it('reads in slices what it reads at once, quoted line breaks and all', async () => {
    const rows = [['Timestamp', 'Email address', 'Notes']];
    for (let index = 0; index < 20_000; index++)
      rows.push([`${1 + (index % 28)}/11/2026 10:00:00`, ASHA, index % 7 ? 'ok' : 'two\nlines, "quoted"']);
    const file = droppedFile(csvOf(rows), 'notes.csv');
    expect(await readResponsesInSlices(file, file.name)).toEqual(await readResponses(file, file.name));
  });

  it('stops between slices when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Another file', 'AbortError'));
    const file = droppedFile(csvOf(DAY_FIRST_CSV_ROWS), 'responses.csv');
    await expect(readResponsesInSlices(file, file.name, { signal: controller.signal })).rejects.toMatchObject(
      {
        name: 'AbortError',
      },
    );
  });
});

describe('a refused file', () => {
  it('is empty', async () => {
    expect(await refusalOf(read('', 'responses.csv'))).toBe('empty');
    expect(await refusalOf(read('\r\n,,\r\n', 'responses.csv'))).toBe('empty');
  });

  it('holds no responses', async () => {
    expect(await refusalOf(read('Timestamp,Email address,Record number\r\n', 'responses.csv'))).toBe(
      'no-responses',
    );
  });

  it('is not a form’s responses', async () => {
    expect(await refusalOf(read('Date,Narration,Credit\r\n25/11/2026,UPI,1499\r\n', 'statement.csv'))).toBe(
      'not-responses',
    );
  });

  it('has no e-mail column', async () => {
    expect(
      await refusalOf(read('Timestamp,Record number\r\n25/11/2026 10:00,R-1\r\n', 'responses.csv')),
    ).toBe('no-email');
  });

  it('has dates that cannot be read', async () => {
    expect(
      await refusalOf(read(`Timestamp,Email address\r\nWednesday,${ASHA}\r\nThursday,${ASHA}\r\n`, 'r.csv')),
    ).toBe('unreadable-dates');
  });

  it('is an Excel file that would unpack to far more than a month of responses, a zip bomb', async () => {
    const workbook = buildWorkbook([{ name: 'Form responses 1', rows: SHEETS_ROWS }]);
    expect(await refusalOf(read(lyingWorkbook(workbook), 'responses.xlsx'))).toBe('excel-oversized');
    expect(new ResponsesError('excel-oversized').message).toBe(
      'This file is not a form’s responses file that can be read here: unpacked, it would be far larger than a month of responses. Download the responses from the form (Responses › Download responses) or from its linked sheet (File › Download › CSV), and drop that file.',
    );
    // The same workbook with its true sheet is read.
    expect((await read(craftZip(partsOf(workbook)), 'responses.xlsx')).days).toEqual(COUNTED_DAYS);
  });

  it('is larger than 50 MB', async () => {
    expect(await refusalOf(read(new Uint8Array(MAX_RESPONSES_BYTES + 1), 'responses.csv'))).toBe('too-large');
  });

  it('is a PDF, a damaged or password-protected workbook, or an old .xls', async () => {
    const compound = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await refusalOf(read('%PDF-1.7\n', 'responses.pdf'))).toBe('pdf');
    expect(await refusalOf(read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'r.xlsx'))).toBe(
      'unreadable-excel',
    );
    expect(await refusalOf(read(compound, 'responses.xlsx'))).toBe('password-protected');
    expect(await refusalOf(read(compound, 'responses.xls'))).toBe('old-excel');
  });

  it('comes with words that tell the admin what to do', () => {
    expect(new ResponsesError('no-email').message).toBe(responsesMessages.refusals['no-email']);
    for (const message of Object.values(responsesMessages.refusals)) expect(message).toMatch(/\.$/);
  });
});
