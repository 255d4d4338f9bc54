import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/info/AboutPage'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/info/ContactPage'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(() => import('../features/info/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsPage = lazyPage(() => import('../features/info/TermsPage'), 'TermsPage');
const DisclaimerPage = lazyPage(() => import('../features/info/DisclaimerPage'), 'DisclaimerPage');
const FaqPage = lazyPage(() => import('../features/info/FaqPage'), 'FaqPage');
const BlogPage = lazyPage(() => import('../features/blog/BlogPage'), 'BlogPage');
const BlogPostPage = lazyPage(() => import('../features/blog/BlogPostPage'), 'BlogPostPage');
const CoursesPage = lazyPage(() => import('../features/courses/CoursesPage'), 'CoursesPage');
const CourseDetailPage = lazyPage(() => import('../features/courses/CourseDetailPage'), 'CourseDetailPage');
const TrainingPage = lazyPage(() => import('../features/courses/TrainingPage'), 'TrainingPage');
const fixedCoursePages = () => import('../features/courses/FixedCoursePages');
const WebDevelopmentPage = lazyPage(fixedCoursePages, 'WebDevelopmentPage');
const GraphicDesignPage = lazyPage(fixedCoursePages, 'GraphicDesignPage');
const ComputerBasicsPage = lazyPage(fixedCoursePages, 'ComputerBasicsPage');
const SpokenEnglishCoursesPage = lazyPage(fixedCoursePages, 'SpokenEnglishCoursesPage');
const PersonalityDevelopmentPage = lazyPage(fixedCoursePages, 'PersonalityDevelopmentPage');
const SocialMediaMarketingPage = lazyPage(fixedCoursePages, 'SocialMediaMarketingPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

/**
 * The route table of the specification (section 2), one place for every path.
 * Declarative routes keep the data-router code (about 16 KB gzipped) out of every page.
 * Guarded routes join it with their capabilities.
 */
export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.home.href()} replace /> },
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.courses.path, element: <CoursesPage /> },
  { path: paths.course.path, element: <CourseDetailPage /> },
  { path: paths.webDevelopment.path, element: <WebDevelopmentPage /> },
  { path: paths.graphicDesign.path, element: <GraphicDesignPage /> },
  { path: paths.computerBasics.path, element: <ComputerBasicsPage /> },
  { path: paths.spokenEnglishCourses.path, element: <SpokenEnglishCoursesPage /> },
  { path: paths.personalityDevelopment.path, element: <PersonalityDevelopmentPage /> },
  { path: paths.training.path, element: <TrainingPage /> },
  { path: paths.socialMediaMarketing.path, element: <SocialMediaMarketingPage /> },
  { path: paths.blog.path, element: <BlogPage /> },
  { path: paths.blogPost.path, element: <BlogPostPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.disclaimer.path, element: <DisclaimerPage /> },
  { path: paths.faq.path, element: <FaqPage /> },
  { path: '*', element: <NotFoundPage /> },
];
