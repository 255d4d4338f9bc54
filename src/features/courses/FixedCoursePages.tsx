import { fixedCourseDetailsTexts } from '../../catalogue/courseDetails/fixed';
import type { FixedCourseKey } from '../../catalogue/courses';
import { fixedCoursePage } from '../../catalogue/fixedCourseDetails';
import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesIn } from '../../catalogue/courses';
import { CoursePage } from './CoursePage';
import { useTextsTogether } from '../../i18n/useTextsTogether';

// The course pages with routes of their own (docs/product.md#routes), outside /courses/{courseId}.

function FixedCoursePage({ course }: { course: FixedCourseKey }) {
  const [words, summaries, details] = useTextsTogether(
    courseTexts,
    courseSummaryTexts,
    fixedCourseDetailsTexts[course],
  );
  const { fixedCourses } = coursesIn(words, summaries);
  return <CoursePage course={fixedCoursePage(course, fixedCourses, details)} />;
}

export function WebDevelopmentPage() {
  return <FixedCoursePage course="webDevelopment" />;
}

export function GraphicDesignPage() {
  return <FixedCoursePage course="graphicDesign" />;
}

export function ComputerBasicsPage() {
  return <FixedCoursePage course="computerBasics" />;
}

export function SpokenEnglishCoursesPage() {
  return <FixedCoursePage course="spokenEnglishCourses" />;
}

export function PersonalityDevelopmentPage() {
  return <FixedCoursePage course="personalityDevelopment" />;
}

export function SocialMediaMarketingPage() {
  return <FixedCoursePage course="socialMediaMarketing" />;
}
