import { Card } from '@csi/ui';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the articles'. */
  what: string;
  /** The reason (usually the server's msg). */
  error: string;
}

/** The panel shown in place of content whose request failed; announced as an alert. */
export function LoadError({ what, error }: LoadErrorProps) {
  return (
    <Card role="alert">
      <p>
        <strong>We could not load {what}.</strong> {error}
      </p>
      <p>Please check your connection and reload the page.</p>
    </Card>
  );
}
