import { fixedCoursePage } from '../../catalogue/fixedCourseDetails';
import { CoursePage } from './CoursePage';

// The course pages with routes of their own (docs/product.md#routes), outside /courses/{courseId}.

export function WebDevelopmentPage() {
  return <CoursePage course={fixedCoursePage('webDevelopment')} />;
}

export function GraphicDesignPage() {
  return <CoursePage course={fixedCoursePage('graphicDesign')} />;
}

export function ComputerBasicsPage() {
  return <CoursePage course={fixedCoursePage('computerBasics')} />;
}

export function SpokenEnglishCoursesPage() {
  return <CoursePage course={fixedCoursePage('spokenEnglishCourses')} />;
}

export function PersonalityDevelopmentPage() {
  return <CoursePage course={fixedCoursePage('personalityDevelopment')} />;
}

export function SocialMediaMarketingPage() {
  return <CoursePage course={fixedCoursePage('socialMediaMarketing')} />;
}
