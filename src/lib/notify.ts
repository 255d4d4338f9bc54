import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

/**
 * react-toastify arrives with the first toast, not with the page: public pages raise none, so their
 * visitors never download it. Toasts raised before the container mounts are queued by the library.
 */
export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify').catch((error: unknown) => {
      toastify = undefined;
      throw error;
    });
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

export function toastsRequested(): boolean {
  return toastify !== undefined;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
