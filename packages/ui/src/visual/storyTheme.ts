import type { CsiTheme } from '../theme/CsiTheme';
import { darkTheme } from '../theme/darkTheme';
import { lightTheme } from '../theme/lightTheme';

/** The theme a story renders on: the toolbar's (or the test run's) choice in the story's globals. */
export function storyTheme(globals: Record<string, unknown>): CsiTheme {
  return globals.theme === 'light' ? lightTheme : darkTheme;
}
