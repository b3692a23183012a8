import { contrastRatio } from '../testing/contrastRatio';
import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';

type ColourName = Exclude<keyof CsiTheme['color'], 'chart'>;

const TEXT: ColourName[] = ['text', 'textMuted', 'primary', 'accent', 'danger', 'warning', 'success', 'info'];
const SURFACES: ColourName[] = ['bg', 'surface', 'surfaceAlt'];

/** Every text colour on every surface, and the text colours made for filled buttons. */
function textPairs(theme: CsiTheme): [string, number][] {
  const pairs: [string, string, string][] = TEXT.flatMap((text) =>
    SURFACES.map((surface): [string, string, string] => [
      `${text} on ${surface}`,
      theme.color[text],
      theme.color[surface],
    ]),
  );
  pairs.push(['primaryText on primary', theme.color.primaryText, theme.color.primary]);
  pairs.push(['dangerText on danger', theme.color.dangerText, theme.color.danger]);
  return pairs.map(([name, fg, bg]) => [name, contrastRatio(fg, bg)]);
}

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5aa9ff', '#5aa9ff')).toBe(1);
  });
});

describe.each([
  ['lightTheme', lightTheme],
  ['darkTheme', darkTheme],
])('%s', (_name, theme) => {
  it.each(textPairs(theme))('%s meets WCAG AA for text (4.5:1)', (_pair, ratio) => {
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring and chart series at 3:1 against the page (non-text contrast)', () => {
    for (const colour of [theme.color.focus, ...theme.color.chart]) {
      expect(contrastRatio(colour, theme.color.bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
