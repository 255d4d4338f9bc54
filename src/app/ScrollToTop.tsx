import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page. The first render is not a route change:
 * on a prerendered page it is the hydration of the page the visitor may already be scrolling
 * through, and on any page the browser has placed the view itself (at the top, or where a reload
 * left it).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path last scrolled for, not a "has run" flag: StrictMode runs a layout effect twice on mount.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
