import type { CourseSummary } from './types';
import { site } from '../config/site';
import type { Thing } from '../lib/structuredData';

/** schema.org data of a course's page: what the course is, costs and who teaches it. */
export function courseData(course: CourseSummary): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url: site.url + course.href,
    provider: { '@type': 'Organization', name: site.name, sameAs: site.url },
    ...(course.fee && {
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: course.fee.discountedPrice,
        priceCurrency: 'INR',
      },
    }),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseSchedule: { '@type': 'Schedule', duration: `P${course.durationDays}D`, repeatFrequency: 'Daily' },
      instructor: { '@type': 'Person', name: course.mentor },
    },
  };
}
