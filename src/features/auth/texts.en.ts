import { MAX_NAME } from '../../backend/limits';
import { texts as authFailures } from '../../backend/words/authFailures.texts.en';
import { texts as common } from '../../components/texts.en';

/** Words of the account pages. Sentences for backend failures live in src/backend/words. */
export const texts = {
  enterEmail: 'Enter your e-mail.',
  enterPassword: 'Enter your password.',
  enterFirstName: 'Enter your first name.',
  enterLastName: 'Enter your last name.',
  firstNameTooLong: `Your first name can be at most ${MAX_NAME} characters.`,
  lastNameTooLong: `Your last name can be at most ${MAX_NAME} characters.`,
  passwordTooShort: authFailures['weak-password'],
  invalidEmail: authFailures['invalid-email'],
  resetSent: (email: string) =>
    `If an account exists for ${email}, a link to set a new password is on its way. Check your inbox and spam folder.`,
  profileNotFound: common.page.profileNotFound,
  profileError: common.page.profileError,
  // To an account with the admin's address that is not the admin: the owner reads its ID here to pin it.
  adminNotPinned: "Nobody is the admin yet: no account is pinned as the admin's in the site's configuration.",
  adminPinnedElsewhere:
    "This account has the admin's e-mail address, but it is not the admin: the admin is the one account pinned by its ID in the site's configuration.",
  adminUnconfirmed:
    'This is the admin\'s account, but its e-mail address is not confirmed yet. Open the link in the e-mail we sent you, or set a new password with "Forgot your password?" on the log-in page (its link confirms the address too), then log out and log in again.',
  accountId: "This account's ID:",

  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  password: 'Password',

  signup: {
    title: 'Sign up',
    description: 'Create your account to buy eBooks, post ads and apply for work-from-home data entry.',
    heading: 'Create your account',
    passwordHint: (length: number) => `At least ${length} characters for the password.`,
    submit: 'Sign up',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  login: {
    title: 'Log in',
    description: 'Log in to buy eBooks, post ads and reach your work-from-home pages.',
    heading: 'Log in',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgot: 'Forgot your password?',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
  reset: {
    heading: 'Reset your password',
    email: 'E-mail for the reset link',
    submit: 'Send reset link',
    submitting: 'Sending…',
  },
  profile: {
    loading: 'Loading your profile…',
    title: 'Your profile',
    description: 'Your account, approval status and shortcuts.',
    admin: 'Admin',
    approved: 'Approved for data-entry work',
    notApproved: 'Not yet approved for data-entry work',
    logOut: 'Log out',
    loggingOut: 'Logging out…',
    tryAgain: 'Try again',
    /** The sentence around the link to the course. */
    notApprovedNote: {
      before: 'Data-entry work opens once we approve your account: finish the',
      link: 'work from home course',
      after: 'or contact us on WhatsApp.',
    },
    shortcuts: 'Shortcuts',
    links: {
      library: { title: 'My library', detail: 'Your eBook purchases and their payment status' },
      postAd: { title: 'Post an ad', detail: 'Sell, rent or hire through a category form' },
      myAds: {
        title: 'My ads',
        detail: 'Your ads and where each one is: waiting, published, expired or rejected',
      },
      course: { title: 'Work from home course', detail: 'Learn data entry and start earning' },
      earnings: {
        title: 'My earnings and payouts',
        detail: 'What your data-entry work earned, what you have been paid and what is due',
      },
      work: { title: 'Data entry work', detail: 'Your daily work, counts and earnings' },
      form: { title: common.page.premiumFormTitle, detail: 'The form you fill in for each entry' },
      admin: { title: 'Admin dashboard', detail: 'Everything waiting for you at a glance' },
      payments: { title: 'Payment approvals', detail: 'Confirm eBook payments' },
      earningsDashboard: { title: 'User earnings', detail: 'Record daily entry counts' },
      users: { title: 'Approve users', detail: 'Let learners into the work' },
      submissions: { title: 'Ad submissions', detail: 'Ads posted by users' },
    },
  },
};

export type AuthTexts = typeof texts;
