// Loading react-toastify, shared by notify (which raises toasts) and the toast container (components/Toasts).
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
