/** The port's sign-in: the account as the auth service reports it, and what a sign-up asks for. */

/** The signed-in account, as the auth service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  /** The admin must have a verified address, so a sign-up with the admin's e-mail is not the admin. */
  emailVerified: boolean;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /**
   * Where the verification e-mail a sign-up sends leads on to, as sendVerification's
   * `continueAddress`: the reader's language is in it. Without it the link still verifies, and the
   * verification page goes on to the English ad form. The `local` backend sends no mail at sign-up.
   */
  continueAddress?: string;
}

/** What a request for an e-mail with a link sent. */
export interface LinkSent {
  /**
   * On the `local` backend, which sends no mail, the link the e-mail would carry, for the demo to
   * show; null when a real e-mail is on its way (or, for a password reset, when no account has the
   * address: the demo's accounts are all in this browser, so it has nothing to hide).
   */
  demoLink: string | null;
}

/**
 * What the link of an e-mail from the auth service does: Firebase's `mode`, which its action URL
 * (paths.verifyEmail) carries with the code. Verifying an address and resetting a password come
 * from the site; the other two from a change of an account's address made elsewhere (the auth
 * service's API): the new address confirms it, and the old one may take the change back.
 */
export const EMAIL_ACTIONS = [
  'verifyEmail',
  'resetPassword',
  'recoverEmail',
  'verifyAndChangeEmail',
] as const;
export type EmailAction = (typeof EMAIL_ACTIONS)[number];

/** What a code is for and the addresses it names, read without using it. */
export interface ActionCodeInfo {
  action: EmailAction;
  /**
   * The address the code acts on: the one to verify, whose password is reset, the one a recovery
   * restores, or the new one a change confirms.
   */
  email: string;
  /** For a recovery, the address it takes back; for a change, the address it replaces. */
  previousEmail: string | null;
}

export interface AuthPort {
  /** Calls back at once with the current state (null when signed out), then on every change. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
  /** Creates the account and its users/{uid} profile with approved false; signs the user in. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Sends a link for setting a new password, which opens paths.verifyEmail and goes on to
   * `continueAddress` (the log-in page in the reader's language), as sendVerification's does.
   */
  sendPasswordReset(email: string, continueAddress?: string): Promise<LinkSent>;
  /**
   * Sends the signed-in user a link that verifies their address; opening it leads to
   * paths.verifyEmail, and from there to `continueAddress`: an address of this site in the reader's
   * language (addressIn in src/i18n/language.ts: /hi/create-job-post in Hindi), which the
   * verification page reads its own language from.
   */
  sendVerification(continueAddress: string): Promise<LinkSent>;
  /**
   * What the code of an e-mail's link is for, without using it; 'invalid-action-code' for a code
   * that is unknown, expired or used.
   */
  checkActionCode(code: string): Promise<ActionCodeInfo>;
  /**
   * Uses the code of a link that verifies, restores or changes an address; the signed-in user, if
   * it is theirs, sees the change at once. A password reset's code is refused here.
   */
  applyActionCode(code: string): Promise<void>;
  /** The address whose password a reset code sets, without using it. */
  verifyPasswordResetCode(code: string): Promise<string>;
  /** Sets the account's new password with a reset code, which is then used up. */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * Checks the signed-in user's password again ('wrong-password' or 'invalid-credential' when it is
   * not theirs) and marks the session as freshly signed in: changing where their pay goes needs it.
   */
  confirmPassword(password: string): Promise<void>;
  /** Asks the auth service again whether the signed-in user's address is verified, and announces it. */
  refreshUser(): Promise<AuthUser | null>;
}
