/**
 * Where Vitest keeps the baseline screenshot `name` of a story file: `__screenshots__/<file>/<name>-<browser>-<platform>.png`
 * next to the file (Vitest's default layout, so the comparison and this path name the same file).
 */
export function baselinePath(testPath: string, name: string, browser: string, platform: string): string {
  const slash = testPath.lastIndexOf('/');
  const folder = testPath.slice(0, slash);
  const file = testPath.slice(slash + 1);
  return `${folder}/__screenshots__/${file}/${name}-${browser}-${platform}.png`;
}

/** What a CI run says when a baseline is missing: how to create it, since CI never writes one. */
export function missingBaselineMessage(path: string): string {
  return (
    `No baseline screenshot ${path}, and CI never writes one (a baseline written by the run that checks it would pass whatever the story shows). ` +
    'Create it on a machine like CI: run `npx vitest run --project storybook --project storybook-light <story file>` ' +
    'without CI set, review the new PNG files in __screenshots__, and commit them.'
  );
}
