import { useEffect, type ReactNode } from 'react';

/**
 * Marks the document once React has taken the server's HTML over (`data-hydrated` on <html>; parts whose chunks are
 * still loading follow as they arrive). A wrapper of one child, so React's ids (useId) stay those the server rendered.
 */
export function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
