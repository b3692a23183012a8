import { existsSync } from 'node:fs';
import path from 'node:path';
import { baselinePath, missingBaselineMessage } from './baselinePath';

const navBarStories = path.resolve(import.meta.dirname, '../components/NavBar/NavBar.stories.tsx');

describe('baselinePath', () => {
  it("names the committed baseline of a story's screenshot, as Vitest stores it", () => {
    const baseline = baselinePath(navBarStories, 'desktop', 'chromium', 'linux');
    expect(baseline).toBe(
      path.resolve(
        import.meta.dirname,
        '../components/NavBar/__screenshots__/NavBar.stories.tsx/desktop-chromium-linux.png',
      ),
    );
    expect(existsSync(baseline)).toBe(true);
  });

  it('keeps the light theme its own baseline', () => {
    expect(existsSync(baselinePath(navBarStories, 'desktop-light', 'chromium', 'linux'))).toBe(true);
  });
});

describe('missingBaselineMessage', () => {
  it('says how to create the missing baseline', () => {
    const message = missingBaselineMessage('/repo/Modal/__screenshots__/Modal.stories.tsx/open-chromium-linux.png');
    expect(message).toContain(
      'No baseline screenshot /repo/Modal/__screenshots__/Modal.stories.tsx/open-chromium-linux.png',
    );
    expect(message).toContain('npx vitest run --project storybook --project storybook-light <story file>');
    expect(message).toContain('without CI set');
    expect(message).toContain('commit them');
  });
});
