import type { PLAYGROUND_ENVIRONMENTS } from './PLAYGROUND_ENVIRONMENTS';

/** Where a playground request goes: one of {@link PLAYGROUND_ENVIRONMENTS}. */
export type PlaygroundEnvironment = (typeof PLAYGROUND_ENVIRONMENTS)[number];
