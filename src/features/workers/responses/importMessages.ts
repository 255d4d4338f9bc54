import { plural } from '../../../lib/plural';
/** The words of importing the form's responses on the earnings dashboard. */
export const importMessages = {
  open: 'Import the form’s responses',
  opening: 'Opening the import…',
  title: 'Import the form’s responses',
  lead: 'Drop the file of the data-entry form’s responses (in Google Forms: Responses › Download responses; or the linked sheet’s File › Download › CSV; Excel .xlsx too). Each response is one entry: every approved worker’s responses of each day become that day’s count.',
  privacy: 'The file is read in this browser only. It is never uploaded or stored anywhere.',
  choose: 'Choose a responses file',
  reading: (name: string) => `Reading ${name}…`,
  loadingWorkers: 'Reading the workers and the counts saved now…',
  loadFailed: 'The workers or their saved counts could not be read. Check your connection, then try again.',
  tryAgain: 'Try again',
  chooseOrder: 'Read the dates this way',
  summary: (name: string, from: string, to: string) => `${name}: responses from ${from} to ${to}.`,
  changes: (changed: number, same: number) =>
    `${plural(changed, 'count changes', 'counts change')}; ${plural(same, 'count stays', 'counts stay')} as saved.`,
  duplicates: (count: number) => `${plural(count, 'repeated row was', 'repeated rows were')} counted once.`,
  unreadable: (count: number) =>
    `${plural(count, 'row was', 'rows were')} skipped: no readable time or e-mail address.`,
  previewCaption: 'Counts to save, by day and worker',
  columnDay: 'Day',
  columnWorker: 'Worker',
  columnResponses: 'Responses',
  columnSaved: 'Saved now',
  columnNew: 'New count',
  notSaved: 'None',
  overCap: (excess: number) => `${excess} over the daily cap, not counted`,
  changed: 'Changes',
  moreChanges: (count: number) =>
    `…and ${plural(count, 'more change', 'more changes')}, saved with the others.`,
  noChanges: 'Every count in this file is already saved: nothing to change.',
  earlierMonths: (count: number) =>
    `${plural(count, 'change is', 'changes are')} for days before this month. Tick to change them too:`,
  confirmEarlier: 'Change counts of earlier months',
  save: (count: number) => `Save ${plural(count, 'count', 'counts')}`,
  saving: (done: number, total: number) => `Saving ${done} of ${total}…`,
  saved: (count: number) => `${plural(count, 'count', 'counts')} saved, each with the worker’s totals.`,
  saveFailures:
    'These could not be saved; every other day is saved. Import the file again to try them once more:',
  failure: (name: string, day: string, message: string) => `${name}, ${day}: ${message}`,
  unknownTitle: 'Addresses of no approved or revoked worker',
  unknownHelp: 'Not counted. A worker must answer the form with their account’s e-mail address.',
  notApprovedTitle: 'Workers not approved now',
  notApprovedHelp:
    'Not counted: these people are revoked or still waiting for approval. Approve them first (Approve users), then import the file again to count them.',
  columnStatus: 'Status',
  revoked: 'Revoked',
  waiting: 'Waiting for approval',
  apartCaption: (title: string) => `${title}: their responses and days`,
  columnEmail: 'E-mail',
  columnDays: 'Days',
} as const;
