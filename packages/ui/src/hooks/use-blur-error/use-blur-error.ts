'use client';

import { useState } from 'react';

/** What {@link useBlurError} returns. */
export interface UseBlurErrorReturnValue {
  /** The message to show, once the field has been left at least once. */
  error: string | undefined;
  /** Call from the field's blur handler. */
  onBlur: () => void;
}

/**
 * Shows `currentError` only after the field was blurred once, then keeps it in sync while typing,
 * so users are not told off before they had a chance to fill the field in.
 */
export function useBlurError(currentError: string | undefined): UseBlurErrorReturnValue {
  const [touched, setTouched] = useState(false);
  return { error: touched ? currentError : undefined, onBlur: () => setTouched(true) };
}
