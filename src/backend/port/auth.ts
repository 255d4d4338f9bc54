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
}

export interface AuthPort {
  /** Calls back at once with the current state (null when signed out), then on every change. */
  subscribe(listener: (user: AuthUser | null) => void): () => void;
  /** Creates the account and its users/{uid} profile with approved false; signs the user in. */
  signUp(input: SignUpInput): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}
