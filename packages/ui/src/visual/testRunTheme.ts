/** Defined per story test project by vitest.workspace.ts; absent in the Storybook UI. */
declare const __STORY_THEME__: string | undefined;

/**
 * The theme a story test run renders on: `light` in the storybook-light project, `dark` in the storybook project and
 * in the Storybook UI (where the toolbar chooses). A plain global rather than an `import.meta.env` value: Vitest's
 * browser projects share one `import.meta.env`, so a value defined there per project reaches the other project too.
 */
export const testRunTheme: 'dark' | 'light' =
  typeof __STORY_THEME__ !== 'undefined' && __STORY_THEME__ === 'light' ? 'light' : 'dark';
