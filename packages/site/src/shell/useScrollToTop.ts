import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the window to the top after every completed navigation to a new path. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
