import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../config/constants';
import { formatRupees } from '../lib/money';
import type { WorkFromHomeModule } from './types';

/** The work-from-home data-entry course of /course-details (docs/product.md#entities). */
export const workFromHomeCourse = {
  id: 'work-from-home-data-entry',
  title: 'Work From Home Data Entry Professional',
  summary: `Learn accurate, fast data entry and start earning from home: ${formatRupees(RUPEES_PER_ENTRY)} for every correct entry, up to ${MAX_ENTRIES_PER_DAY} entries a day.`,
  price: 20000,
  discountedPrice: 14999,
  percentOff: 25,
  durationHours: 20,
  moneyBackDays: 30,
  rating: 4.7,
  ratingCount: 1860,
  studentCount: 12450,
  modules: [
    {
      title: 'Getting started with data entry',
      lessons: [
        { title: 'What data-entry work is and how you are paid', kind: 'video', minutes: 35 },
        { title: 'Setting up your computer or phone for work', kind: 'video', minutes: 60 },
        { title: 'Spot the fake job offer', kind: 'assignment', minutes: 30 },
      ],
    },
    {
      title: 'Typing speed and accuracy',
      lessons: [
        { title: 'Touch typing: home row to full keyboard', kind: 'video', minutes: 90 },
        { title: 'Accuracy drills with Indian names and addresses', kind: 'assignment', minutes: 120 },
        { title: 'Checking your own work before you submit', kind: 'video', minutes: 45 },
      ],
    },
    {
      title: 'Forms, spreadsheets and documents',
      lessons: [
        { title: 'Filling online forms without mistakes', kind: 'video', minutes: 60 },
        { title: 'Spreadsheet basics: rows, columns and formats', kind: 'video', minutes: 85 },
        { title: 'Copying data from scanned documents', kind: 'assignment', minutes: 120 },
      ],
    },
    {
      title: 'Working on live projects',
      lessons: [
        { title: 'How daily counts are recorded and paid', kind: 'video', minutes: 45 },
        { title: 'Your first 25 entries on the practice form', kind: 'assignment', minutes: 180 },
        { title: 'Keeping quality high at 100 entries a day', kind: 'video', minutes: 60 },
      ],
    },
    {
      title: 'Growing your income',
      lessons: [
        { title: 'Planning your working day', kind: 'video', minutes: 40 },
        { title: 'Other remote work you can take up next', kind: 'video', minutes: 50 },
        { title: 'Final assessment', kind: 'assignment', minutes: 180 },
      ],
    },
  ] satisfies WorkFromHomeModule[],
} as const;
