import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';

/** The dark theme's tokens under their former name. */
export const tokens: CsiTheme = darkTheme;

export type Tokens = CsiTheme;
