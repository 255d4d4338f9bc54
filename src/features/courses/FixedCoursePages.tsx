import { fixedCourses } from '../../catalog/courses';
import { CoursePage } from './CoursePage';

// The course pages with routes of their own (spec section 2), outside /courses/{courseId}.

export function WebDevelopmentPage() {
  return <CoursePage course={fixedCourses.webDevelopment} />;
}

export function GraphicDesignPage() {
  return <CoursePage course={fixedCourses.graphicDesign} />;
}

export function ComputerBasicsPage() {
  return <CoursePage course={fixedCourses.computerBasics} />;
}

export function SpokenEnglishCoursesPage() {
  return <CoursePage course={fixedCourses.spokenEnglishCourses} />;
}

export function PersonalityDevelopmentPage() {
  return <CoursePage course={fixedCourses.personalityDevelopment} />;
}

export function SocialMediaMarketingPage() {
  return <CoursePage course={fixedCourses.socialMediaMarketing} />;
}
