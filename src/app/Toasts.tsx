import { lazy, Suspense } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../config/constants';

// Toasts are not needed to read a page, so their code (and styles, which the
// container injects) arrive after the page is interactive. A toast raised before
// the container mounts is queued by react-toastify and shown once it does.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function Toasts() {
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
