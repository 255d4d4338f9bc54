import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../config/constants';
import { loadToastify, onToastsRequested, toastsRequested } from '../lib/toastify';

const ToastContainer = lazy<ComponentType<ToastContainerProps>>(() =>
  loadToastify().then(
    (module) => ({ default: module.ToastContainer }),
    // notify() reports the message another way; the page itself must not fail over a toast.
    () => ({ default: () => null }),
  ),
);

/** Top-right toasts; the container (with its script and styles) mounts once the first toast is raised. */
export function Toasts() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        draggablePercent={TOAST_DRAG_PERCENT}
      />
    </Suspense>
  );
}
