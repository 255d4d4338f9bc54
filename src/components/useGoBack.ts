import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * Goes back one page in the tab's history, or home when there is nothing to go back to (the page
 * was opened in a new tab from a bookmark or a shared link), where going back would do nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // 'default' marks the page the app started on; the tab may still hold earlier pages.
    if (key === 'default' && window.history.length <= 1) navigate(paths.home.href(), { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
