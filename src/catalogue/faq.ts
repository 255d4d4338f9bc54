import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../config/constants';
import { site } from '../config/site';
import { formatRupees } from '../lib/money';
import type { CourseTexts } from './courseTexts/texts.en';
import { courseNamesIn } from './courses';
import type { FaqTexts } from './faq.texts.en';
import type { FaqFacts, FaqItem } from './types';
import { workFromHomeNamedIn } from './workFromHome';

const listed = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}` : (items[0] ?? '');

/**
 * The questions of /faq and their answers, in the language of the words given. Durations and
 * titles come from the course catalogue, so the answers cannot drift from the course pages; the
 * courses are named with `courseWords`, the courses' words in the same language.
 */
export function faqItems(texts: FaqTexts, courseWords: CourseTexts): FaqItem[] {
  const { catalogueCourses, fixedCourses } = courseNamesIn(courseWords);
  const workFromHomeCourse = workFromHomeNamedIn(courseWords);
  const facts: FaqFacts = {
    siteName: site.name,
    certification: site.certification,
    mainCourses: listed(
      Object.values(catalogueCourses).map((course) =>
        texts.courseDuration(course.title, course.durationDays),
      ),
      texts.and,
    ),
    otherCourses: listed(
      Object.values(fixedCourses).map((course) => course.title),
      texts.and,
    ),
    workFromHomeCourse: workFromHomeCourse.title,
    upiId: site.upiId,
    upiPayeeName: site.upiPayeeName,
    phone: site.phone,
    email: site.email,
    address: site.address,
    perEntry: formatRupees(RUPEES_PER_ENTRY),
    maxEntries: MAX_ENTRIES_PER_DAY,
    bestDay: formatRupees(RUPEES_PER_ENTRY * MAX_ENTRIES_PER_DAY),
    moneyBackDays: workFromHomeCourse.moneyBackDays,
  };
  return texts.items.map((item) => ({ question: item.question, answer: item.answer(facts) }));
}
