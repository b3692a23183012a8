import { NotFound } from '@csi/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { RouterLink } from './RouterLink';

/**
 * Shown in place of a page that threw while rendering: the shell (menu, footer) stays, the
 * visitor gets a way home, and the error goes to the console for whoever looks.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('A page failed to render:', error), [error]);
  return (
    <NotFound
      linkComponent={RouterLink}
      title="SOMETHING WENT WRONG"
      message="This page stopped working unexpectedly. Reloading usually helps; if it keeps happening, please tell us through the contact page."
      action={{ label: 'RETURN TO SAFETY', href: '/' }}
    />
  );
}
