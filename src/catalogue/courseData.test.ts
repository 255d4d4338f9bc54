import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { catalogueCourses, fixedCourses } from '../test/englishCatalogue';
import { courseData } from './courseData';

describe("a course's schema.org data", () => {
  it('describes a course with its provider, its fee in rupees and its mentor', () => {
    const course = catalogueCourses['spoken-english'];
    expect(courseData(course)).toMatchObject({
      '@type': 'Course',
      name: course.title,
      description: course.summary,
      url: `${site.url}/courses/spoken-english`,
      provider: { name: site.name },
      offers: { price: course.fee?.discountedPrice, priceCurrency: 'INR' },
      hasCourseInstance: { courseMode: 'Online', instructor: { name: course.mentor } },
    });
  });

  it('offers no price for a course whose fee is quoted on request', () => {
    const onRequest = [...Object.values(catalogueCourses), ...Object.values(fixedCourses)].find(
      (course) => !course.fee,
    );
    expect(onRequest).toBeDefined();
    expect(courseData(onRequest!)).not.toHaveProperty('offers');
  });
});
