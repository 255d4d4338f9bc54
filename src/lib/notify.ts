import { loadToastify } from './toastify';

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string) {
  loadToastify().then(
    ({ toast }) => toast[kind](message),
    // Without its script the toast cannot show; an error must still reach the user.
    () => (kind === 'error' ? window.alert(message) : console.warn(message)),
  );
}

/** The one way the product raises a toast. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
