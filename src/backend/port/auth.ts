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

/** What a request for the verification e-mail sent. */
export interface VerificationSent {
  /**
   * On the `local` backend, which sends no mail, the link the e-mail would carry, for the demo to
   * show; null when a real e-mail is on its way.
   */
  demoLink: string | null;
}

export interface AuthPort {
  /** Calls back at once with the current state (null when signed out), then on every change. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
  /** Creates the account and its users/{uid} profile with approved false; signs the user in. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Sends the signed-in user a link that verifies their address; opening it leads to
   * paths.verifyEmail, and from there to `continueAddress`: an address of this site in the reader's
   * language (addressIn in src/i18n/language.ts: /hi/create-job-post in Hindi), which the
   * verification page reads its own language from.
   */
  sendVerification(continueAddress: string): Promise<VerificationSent>;
  /** Applies the code of a verification link; the signed-in user, if it is theirs, is verified at once. */
  confirmVerification(code: string): Promise<void>;
  /** Asks the auth service again whether the signed-in user's address is verified, and announces it. */
  refreshUser(): Promise<AuthUser | null>;
}
