import type { CopyButtonState } from './CopyButton';

const paths: Record<CopyButtonState, string> = {
  idle: 'M8 8h11v13H8zM5 16V3h11',
  copied: 'M4 12l5 5L20 6',
  error: 'M12 7v6M12 17v.5M12 3l10 18H2z',
};

/** The decorative icon of CopyButton: two sheets at rest, a tick after copying, a warning on failure. */
export function CopyIcon({ state }: { state: CopyButtonState }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={paths[state]} />
    </svg>
  );
}
