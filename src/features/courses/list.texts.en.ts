import { site } from '../../config/site';

/** The words of /courses, in English. */
export const texts = {
  metaTitle: 'Courses',
  metaDescription:
    'Live online and classroom courses in stock market basics, spoken English, digital marketing, web development, design and more.',
  title: 'Our Courses',
  lead: `Practical, live courses taught by people who do the work: learn a skill that helps you get a job, grow your business or earn from home. ${site.name} is an ${site.certification} certified institute, and every course ends with a certificate.`,
  notSureBefore: 'Not sure where to start? Read about ',
  notSureLink: 'how our training works',
  notSureAfter: '.',
  allCourses: 'All courses',
  ebooksTitle: 'Prefer to learn at your own pace?',
};

export type CourseListTexts = typeof texts;
