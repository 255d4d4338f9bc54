import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { findCatalogueCoursePage } from './catalogueCoursePage';
import { texts as englishDetails } from './courseDetails/texts.en';
import { allCourses, catalogueCourses, fixedCourses } from '../test/englishCatalogue';
import { findCatalogueCourse, type FixedCourseKey } from './courses';
import { fixedCoursePage } from './fixedCourseDetails';
import type { Course } from './types';

/** Every course with its whole page, in the order of allCourses. */
const coursePages: Course[] = [
  ...Object.keys(catalogueCourses).map((id) =>
    findCatalogueCoursePage(id, catalogueCourses, englishDetails)!,
  ),
  ...(Object.keys(fixedCourses) as FixedCourseKey[]).map((key) =>
    fixedCoursePage(key, fixedCourses, englishDetails),
  ),
];

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('course catalogue', () => {
  it('has exactly the three catalogue course ids, each linked to its /courses/{courseId} page', () => {
    expect(Object.keys(catalogueCourses)).toEqual(['stock-market', 'spoken-english', 'digital-marketing']);
    for (const [id, course] of Object.entries(catalogueCourses)) {
      expect(course.id).toBe(id);
      expect(course.href).toBe(`/courses/${id}`);
    }
  });

  it('runs stock market for 60 days, spoken English for 30 and digital marketing for 45', () => {
    expect(catalogueCourses['stock-market'].durationDays).toBe(60);
    expect(catalogueCourses['spoken-english'].durationDays).toBe(30);
    expect(catalogueCourses['digital-marketing'].durationDays).toBe(45);
  });

  it('reduces spoken English from ₹7,999 to ₹4,999, in daily 2-hour sessions', () => {
    const course = catalogueCourses['spoken-english'];
    expect(course.fee).toEqual({ price: 7999, discountedPrice: 4999 });
    expect(course.schedule).toBe('Daily 2-hour sessions');
  });

  it('reduces digital marketing from ₹19,999 to ₹14,999', () => {
    expect(catalogueCourses['digital-marketing'].fee).toEqual({ price: 19999, discountedPrice: 14999 });
  });

  it('quotes the stock market fee on request and says the course is educational, not SEBI-registered advice', () => {
    const course = findCatalogueCoursePage('stock-market', catalogueCourses, englishDetails)!;
    expect(course.fee).toBeUndefined();
    expect(course.overview).toMatch(/education only/i);
    expect(course.overview).toMatch(/not a SEBI registered investment advisor/);
  });

  it('has the six fixed course pages at their own paths', () => {
    expect(Object.values(fixedCourses).map((course) => course.href)).toEqual([
      paths.webDevelopment.path,
      paths.graphicDesign.path,
      paths.computerBasics.path,
      paths.spokenEnglishCourses.path,
      paths.personalityDevelopment.path,
      paths.socialMediaMarketing.path,
    ]);
  });

  it('lists the catalogue first, then the fixed courses, with unique ids and hrefs', () => {
    expect(allCourses).toHaveLength(9);
    expect(allCourses.slice(0, 3)).toEqual(Object.values(catalogueCourses));
    expect(new Set(allCourses.map((course) => course.id)).size).toBe(allCourses.length);
    expect(new Set(allCourses.map((course) => course.href)).size).toBe(allCourses.length);
  });

  it('has a whole page for every course it lists', () => {
    expect(coursePages.map((course) => course.id)).toEqual(allCourses.map((course) => course.id));
    coursePages.forEach((page, index) => expect(page).toMatchObject(allCourses[index]!));
  });

  it.each(coursePages.map((course) => [course.title, course] as const))(
    '%s is fully written',
    (_title, course) => {
      for (const text of [
        course.title,
        course.summary,
        course.schedule,
        course.overview,
        course.mentor,
        course.mentorBio,
      ]) {
        expect(text.trim()).not.toBe('');
      }
      expect(course.durationDays).toBeGreaterThan(0);
      expect(course.syllabus.length).toBeGreaterThanOrEqual(4);
      expect(course.syllabus.length).toBeLessThanOrEqual(6);
      for (const module of course.syllabus) {
        expect(module.title.trim()).not.toBe('');
        expect(module.topics.length).toBeGreaterThan(0);
        for (const topic of module.topics) expect(topic.trim()).not.toBe('');
      }
      expect(course.benefits.length).toBeGreaterThanOrEqual(5);
      for (const benefit of course.benefits) expect(benefit.trim()).not.toBe('');
      if (course.fee) expect(course.fee.discountedPrice).toBeLessThan(course.fee.price);
    },
  );

  it('gives each course a distinct accent that white text can sit on (WCAG AA)', () => {
    const colours = allCourses.map((course) => course.colour.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('findCatalogueCourse', () => {
  it('finds each catalogue course by its id', () => {
    expect(findCatalogueCourse('spoken-english', catalogueCourses)).toBe(catalogueCourses['spoken-english']);
    expect(findCatalogueCourse('stock-market', catalogueCourses)?.title).toBe(
      catalogueCourses['stock-market'].title,
    );
  });

  it.each([
    undefined,
    '',
    'unknown',
    'web-development',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('finds nothing for %s', (id) => {
    expect(findCatalogueCourse(id, catalogueCourses)).toBeUndefined();
    expect(findCatalogueCoursePage(id, catalogueCourses, englishDetails)).toBeUndefined();
  });
});
