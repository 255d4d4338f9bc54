import type { WorkFromHomeModule } from './types';

/**
 * The work-from-home course's curriculum (src/catalogue/workFromHome.ts): each module's lessons, in
 * the order of their titles on the landing page (src/features/courses/landing.*.ts), the one page
 * that shows them, so no other page downloads them.
 */
const lessonsOfModules = [
  [
    { kind: 'video', minutes: 35 },
    { kind: 'video', minutes: 60 },
    { kind: 'assignment', minutes: 30 },
  ],
  [
    { kind: 'video', minutes: 90 },
    { kind: 'assignment', minutes: 120 },
    { kind: 'video', minutes: 45 },
  ],
  [
    { kind: 'video', minutes: 60 },
    { kind: 'video', minutes: 85 },
    { kind: 'assignment', minutes: 120 },
  ],
  [
    { kind: 'video', minutes: 45 },
    { kind: 'assignment', minutes: 180 },
    { kind: 'video', minutes: 60 },
  ],
  [
    { kind: 'video', minutes: 40 },
    { kind: 'video', minutes: 50 },
    { kind: 'assignment', minutes: 180 },
  ],
] as const;

/**
 * The course's modules and lessons with their titles in a language: only its landing page shows
 * them, so their words are that page's (src/features/courses/landing.*.ts), not every course list's.
 */
export function workFromHomeModulesIn(
  curriculum: readonly { title: string; lessons: readonly string[] }[],
): WorkFromHomeModule[] {
  return lessonsOfModules.map((lessons, index) => {
    const module = curriculum[index]!;
    return {
      title: module.title,
      lessons: lessons.map((lesson, at) => ({ ...lesson, title: module.lessons[at]! })),
    };
  });
}
