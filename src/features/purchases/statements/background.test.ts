import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkerFailure } from '../../../lib/spreadsheet/background';
import { runWorkersOnThisThread, ThreadWorker } from '../../../lib/spreadsheet/fixtures/threadWorker';
import { UnloadedWorker } from '../../../lib/spreadsheet/fixtures/unloadedWorker';
import { readStatementInBackground } from './background';
import { ASHA, csvOf, statementFile } from './fixtures/layouts';
import { SBI } from './fixtures/sbi';
import { readStatementInSlices } from './readStatement';
import type * as ReadStatement from './readStatement';
import { StatementError } from './statementError';

const sbiFile = () => statementFile(csvOf(SBI.rows), SBI.file);

/** Readings of a statement on the page's own thread, counted. */
const onPage = vi.hoisted(() => ({ reads: 0 }));

vi.mock('./readStatement', async (original) => {
  const actual = await original<typeof ReadStatement>();
  return {
    ...actual,
    readStatementInSlices: (...args: Parameters<typeof actual.readStatementInSlices>) => {
      onPage.reads++;
      return actual.readStatementInSlices(...args);
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  onPage.reads = 0;
});

describe('readStatementInBackground, where workers run', () => {
  beforeAll(async () => {
    await import('./statement.worker');
  });

  it('reads the statement in the module worker', async () => {
    runWorkersOnThisThread();
    const statement = await readStatementInBackground(sbiFile());
    expect(ThreadWorker.started).toEqual([
      { url: expect.stringMatching(/\/statement\.worker\.ts\b/), options: { type: 'module' } },
    ]);
    expect(statement.credits[0]).toMatchObject({ date: ASHA.day, amountPaise: ASHA.paise });
    expect(ThreadWorker.current!.terminated).toBe(true);
  });

  it('passes on the admin’s columns', async () => {
    runWorkersOnThisThread();
    const { columns } = await readStatementInBackground(sbiFile());
    const statement = await readStatementInBackground(sbiFile(), { columns: { ...columns, date: 1 } });
    expect(statement.columns.date).toBe(1);
  });

  it('rejects a refused file with its refusal, which the copy between threads would lose', async () => {
    runWorkersOnThisThread();
    const reading = readStatementInBackground(statementFile('%PDF-1.7', 'statement.pdf'));
    await expect(reading).rejects.toBeInstanceOf(StatementError);
    await expect(reading).rejects.toMatchObject({ code: 'pdf' });
  });

  it('stops the worker when the admin drops another file', async () => {
    runWorkersOnThisThread();
    const controller = new AbortController();
    const reading = readStatementInBackground(sbiFile(), { signal: controller.signal });
    controller.abort(new DOMException('Another file', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(ThreadWorker.current!.terminated).toBe(true);
  });

  it('reads it in the worker only, not again on the page', async () => {
    runWorkersOnThisThread();
    await readStatementInBackground(sbiFile());
    expect(onPage.reads).toBe(0);
  });

  it('says so when the worker cannot load, and does not read the statement on the page instead', async () => {
    vi.stubGlobal('Worker', UnloadedWorker);
    await expect(readStatementInBackground(sbiFile())).rejects.toBeInstanceOf(WorkerFailure);
    expect(onPage.reads).toBe(0);
  });
});

describe('readStatementInBackground, where there are no workers', () => {
  it('reads the statement on the page', async () => {
    expect(typeof Worker).toBe('undefined');
    const statement = await readStatementInBackground(sbiFile());
    expect(statement.credits).toHaveLength(3);
    expect(onPage.reads).toBe(1);
  });

  it('rejects a refused file with its refusal', async () => {
    await expect(readStatementInBackground(statementFile('', 'statement.csv'))).rejects.toMatchObject({
      code: 'empty',
    });
  });

  it('lets the page answer between slices of a long statement', async () => {
    const rows = [['Date', 'Narration', 'Credit']];
    for (let index = 0; index < 5000; index++)
      rows.push(['25/11/2026', `UPI/${533400000000 + index}/A`, '1']);
    const file = statementFile(csvOf(rows), 'long.csv');
    let answered = 0;
    const timer = setInterval(() => answered++, 0);
    const statement = await readStatementInSlices(file, file.name);
    clearInterval(timer);
    expect(statement.credits).toHaveLength(5000);
    expect(answered).toBeGreaterThan(1);
  });

  it('stops between slices when aborted', async () => {
    const controller = new AbortController();
    const reading = readStatementInBackground(sbiFile(), { signal: controller.signal });
    controller.abort(new DOMException('Another file', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
