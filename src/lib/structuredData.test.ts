import { describe, expect, it } from 'vitest';
import { catalogueCourses, fixedCourses } from '../test/englishCatalogue';
import { site } from '../config/site';
import { courseData } from './courseData';
import { jsonForScript, organizationData } from './structuredData';

describe('schema.org data', () => {
  it('names the organisation with its contacts', () => {
    expect(organizationData()).toMatchObject({
      '@type': 'EducationalOrganization',
      name: site.name,
      url: site.url,
      email: site.email,
      telephone: site.phone,
      contactPoint: { telephone: site.phone, email: site.email },
    });
  });

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

  it('cannot close its <script> element early', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
