/**
 * What the sign-in guard hands the login page in the router's state: where to send the user back
 * to once they have signed in.
 */
export interface LoginState {
  from?: string;
}
