import { courseDetailsTextsOf } from '../../catalogue/courseDetails/texts';
import type { FixedCourseKey } from '../../catalogue/courses';
import { fixedCoursePage } from '../../catalogue/fixedCourseDetails';
import { courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesIn } from '../../catalogue/courses';
import { CoursePage } from './CoursePage';
import { useTexts } from '../../i18n/texts';

// The course pages with routes of their own (docs/product.md#routes), outside /courses/{courseId}.

function FixedCoursePage({ course }: { course: FixedCourseKey }) {
  const { fixedCourses } = coursesIn(useTexts(courseTexts));
  const details = useTexts(courseDetailsTextsOf(fixedCourses[course].id));
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
