import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * Goes back one page in the tab's history, or home when this page was the first one opened in it
 * (a bookmark or a shared link), where going back would do nothing or leave the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(paths.home.href(), { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
