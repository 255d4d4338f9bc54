/** Timings and limits of the specification, one place each (docs/product.md#constants-and-timings). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;
export const NOT_FOUND_REDIRECT_SECONDS = 5;
export const BANNER_ROTATION_MS = 3000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const EMBEDDED_FORM_HEIGHT_PX = 800;

/** Business constants (docs/product.md#constants-and-timings). */
export const RUPEES_PER_ENTRY = 4;
export const MAX_ENTRIES_PER_DAY = 100;
