import type { PLAYGROUND_METHODS } from './PLAYGROUND_METHODS';

/** One of {@link PLAYGROUND_METHODS}. */
export type PlaygroundMethod = (typeof PLAYGROUND_METHODS)[number];
