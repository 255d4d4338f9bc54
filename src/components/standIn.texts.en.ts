/**
 * The words of the pages that stand in for another, in English: not found, access denied, coming
 * soon, and the guards' checks while a signed-in page waits. Apart from the shared components'
 * words (./texts.*), which every page loads first.
 */
export const texts = {
  /** The page at an address that does not exist. */
  notFound: {
    metaTitle: 'Page not found',
    metaDescription: 'The page you asked for does not exist.',
    lead: 'The page you are looking for does not exist or has moved.',
    /** Around the countdown: before it, and after it (with its own leading space, if any). */
    redirectBefore: 'Taking you to the homepage in',
    redirectAfter: '.',
    seconds: (seconds: number) => (seconds === 1 ? `${seconds} second` : `${seconds} seconds`),
  },
  /** The guards of signed-in pages (src/app/guards.tsx). */
  guard: {
    accountUnreachable: 'We could not check your account. Please check your connection and try again.',
    checkingAccount: 'Checking your account…',
    checkingApproval: 'Checking your approval…',
  },
  accessDenied: {
    metaTitle: 'Access denied',
    metaDescription: 'This page is not open to your account.',
    code: 'SECURITY ALERT 401',
    title: 'ACCESS DENIED',
    detail: 'UNAUTHORIZED ENTRY DETECTED',
    note: 'This page is not open to your account. If you think it should be, contact us.',
    back: 'Return to Safety',
  },
  comingSoon: {
    description: (title: string) => `${title}: coming soon.`,
    note: 'This page is coming soon.',
  },
};

export type StandInTexts = typeof texts;
