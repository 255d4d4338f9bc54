import { courseDetailsTexts } from '../../catalogue/courseDetails/texts';
import type { FixedCourseKey } from '../../catalogue/courses';
import { fixedCoursePage } from '../../catalogue/fixedCourseDetails';
import { courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesOf } from '../../catalogue/useCourses';
import { CoursePage } from './CoursePage';
import { useTextsTogether } from './useTextsTogether';

// The course pages with routes of their own (docs/product.md#routes), outside /courses/{courseId}.

function FixedCoursePage({ course }: { course: FixedCourseKey }) {
  const [words, details] = useTextsTogether(courseTexts, courseDetailsTexts);
  const { fixedCourses } = coursesOf(words);
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
