import type { CsiTheme } from './CsiTheme';

/** The CSS custom property of a token: `--csi-color-surface-alt` for `color.surfaceAlt`, `--csi-color-chart-1` for the first chart colour. */
export const cssVariableName = (group: string, key: string | number) =>
  `--csi-${group}-${typeof key === 'number' ? key + 1 : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const asVariables = <T extends Record<string, string>>(group: string, values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, `var(${cssVariableName(group, key)}, ${value})`]),
  ) as T;

const cache = new WeakMap<CsiTheme, CsiTheme>();

/**
 * The theme as the components' styles read it: every colour, font, radius, space and shadow is a CSS variable that a
 * host page may set (`--csi-color-primary`, `--csi-font-body`, `--csi-radius-md`, …), falling back to the theme's
 * value, so the theme stays the source and a host can restyle without a provider. Breakpoints stay numbers (media
 * queries cannot read variables).
 */
export function cssVariableTheme(theme: CsiTheme): CsiTheme {
  const known = cache.get(theme);
  if (known) return known;
  const { chart, ...colors } = theme.color;
  // An app's own keys (a CSI theme nested in the app's, see ThemeProvider) stay as they are.
  const variables: CsiTheme = {
    ...theme,
    color: {
      ...asVariables('color', colors),
      chart: chart.map((value, i) => `var(${cssVariableName('color-chart', i)}, ${value})`),
    },
    font: asVariables('font', theme.font),
    radius: asVariables('radius', theme.radius),
    space: asVariables('space', theme.space),
    shadow: asVariables('shadow', theme.shadow),
    breakpoint: theme.breakpoint,
  };
  cache.set(theme, variables);
  return variables;
}
