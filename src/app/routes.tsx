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
// Guards come with the first guarded page, so public pages do not carry them.
const guards = () => import('./guards');
const RequireSignIn = lazyPage(guards, 'RequireSignIn');
const RequireApproval = lazyPage(guards, 'RequireApproval');
const RequireAdmin = lazyPage(guards, 'RequireAdmin');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/SignupPage'), 'SignupPage');
const EmailActionPage = lazyPage(() => import('../features/auth/EmailActionPage'), 'EmailActionPage');
const ProfilePage = lazyPage(() => import('../features/auth/ProfilePage'), 'ProfilePage');
const EbookPage = lazyPage(() => import('../features/purchases/EbookPage'), 'EbookPage');
const PaymentPage = lazyPage(() => import('../features/purchases/PaymentPage'), 'PaymentPage');
const ConfirmationPage = lazyPage(() => import('../features/purchases/ConfirmationPage'), 'ConfirmationPage');
const LibraryPage = lazyPage(() => import('../features/purchases/LibraryPage'), 'LibraryPage');
const ReceiptPage = lazyPage(() => import('../features/purchases/ReceiptPage'), 'ReceiptPage');
const BookFilesPage = lazyPage(() => import('../features/purchases/BookFilesPage'), 'BookFilesPage');
const PaymentApprovalPage = lazyPage(
  () => import('../features/purchases/PaymentApprovalPage'),
  'PaymentApprovalPage',
);
const ExportsPage = lazyPage(() => import('../features/exports/ExportsPage'), 'ExportsPage');
const PayWorkersPage = lazyPage(() => import('../features/workers/payRun/PayWorkersPage'), 'PayWorkersPage');
const AdminHomePage = lazyPage(() => import('../features/admin/AdminHomePage'), 'AdminHomePage');
const CourseLandingPage = lazyPage(
  () => import('../features/courses/CourseLandingPage'),
  'CourseLandingPage',
);
const EnrollPage = lazyPage(() => import('../features/courses/EnrollPage'), 'EnrollPage');
const DataEntryWorkPage = lazyPage(() => import('../features/work/DataEntryWorkPage'), 'DataEntryWorkPage');
const DataEntryFormPage = lazyPage(() => import('../features/work/DataEntryFormPage'), 'DataEntryFormPage');
const EarningsStatementPage = lazyPage(
  () => import('../features/work/EarningsStatementPage'),
  'EarningsStatementPage',
);
const EarningsDashboardPage = lazyPage(
  () => import('../features/workers/EarningsDashboardPage'),
  'EarningsDashboardPage',
);
const UserApprovalPage = lazyPage(() => import('../features/workers/UserApprovalPage'), 'UserApprovalPage');
const PostAdPage = lazyPage(() => import('../features/ads/PostAdPage'), 'PostAdPage');
const ReportAdPage = lazyPage(() => import('../features/ads/ReportAdPage'), 'ReportAdPage');
const AdsPage = lazyPage(() => import('../features/ads/AdsPage'), 'AdsPage');
const AdPage = lazyPage(() => import('../features/ads/AdPage'), 'AdPage');
const MyAdsPage = lazyPage(() => import('../features/ads/MyAdsPage'), 'MyAdsPage');
const AdReviewPage = lazyPage(() => import('../features/ads/AdReviewPage'), 'AdReviewPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

/**
 * The route table of the product (docs/product.md#routes), one place for every path.
 * Declarative routes keep the data-router code (about 16 KB gzipped) out of every page.
 * Public pages come first, with no guard: they never load the backend or wait for it. The guarded
 * pages follow in three groups (signed in, approved, admin), each wrapped once by its guard, a
 * layout route that loads the backend and renders the page in its <Outlet />.
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
  { path: paths.ads.path, element: <AdsPage /> },
  { path: paths.ad.path, element: <AdPage /> },
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.signup.path, element: <SignupPage /> },
  { path: paths.verifyEmail.path, element: <EmailActionPage /> },

  // Signed in
  {
    element: <RequireSignIn />,
    children: [
      { path: paths.profile.path, element: <ProfilePage /> },
      { path: paths.ebook.path, element: <EbookPage /> },
      { path: paths.payment.path, element: <PaymentPage /> },
      { path: paths.confirmation.path, element: <ConfirmationPage /> },
      { path: paths.library.path, element: <LibraryPage /> },
      { path: paths.receipt.path, element: <ReceiptPage /> },
      { path: paths.workFromHomeCourse.path, element: <CourseLandingPage /> },
      { path: paths.enroll.path, element: <EnrollPage /> },
      { path: paths.createJobPost.path, element: <PostAdPage /> },
      { path: paths.myAds.path, element: <MyAdsPage /> },
      { path: paths.reportAd.path, element: <ReportAdPage /> },
      // Not behind the approval: a revoked worker keeps the view of what they are owed.
      { path: paths.myEarnings.path, element: <EarningsStatementPage /> },
    ],
  },
  {
    // Approved users, and the admin
    element: <RequireApproval />,
    children: [
      { path: paths.dataEntryWork.path, element: <DataEntryWorkPage /> },
      { path: paths.dataEntryForm.path, element: <DataEntryFormPage /> },
    ],
  },
  {
    // The admin
    element: <RequireAdmin />,
    children: [
      { path: paths.admin.path, element: <AdminHomePage /> },
      { path: paths.paymentApprovals.path, element: <PaymentApprovalPage /> },
      { path: paths.earningsDashboard.path, element: <EarningsDashboardPage /> },
      { path: paths.userApprovals.path, element: <UserApprovalPage /> },
      { path: paths.adminSubmissions.path, element: <AdReviewPage /> },
      { path: paths.exports.path, element: <ExportsPage /> },
      { path: paths.payWorkers.path, element: <PayWorkersPage /> },
      { path: paths.bookFiles.path, element: <BookFilesPage /> },
    ],
  },

  { path: '*', element: <NotFoundPage /> },
];
