/** Words the product shows, as the specification gives them. */
export const messages = {
  notFoundTitle: 'Oops! Page Not Found',
  goToHomepage: 'Go to Homepage',
  goBack: 'Go Back',
  courseNotFound: 'Course not found',
  loginSignup: 'Login/Signup',
  tryAgain: 'Try again',
  profileNotFound: 'User profile not found.',
  profileError: 'Error fetching user profile.',
  premiumFormTitle: 'Our Premium Form',
} as const;
