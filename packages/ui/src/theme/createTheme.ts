import type { CsiTheme } from './CsiTheme';
import { darkTheme } from './darkTheme';

/** Every key optional at every depth; arrays are replaced whole. */
export type CsiThemeOverrides = {
  [Group in keyof CsiTheme]?: Partial<CsiTheme[Group]>;
};

function merge<Group extends object>(base: Group, overrides: Partial<Group> | undefined): Group {
  const merged = { ...base };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/**
 * A theme made of `overrides` laid over `base` (the dark theme by default), group by group:
 * `createTheme({ color: { primary: '#ff00aa' } })` keeps every other token of the base.
 */
export function createTheme(overrides: CsiThemeOverrides = {}, base: CsiTheme = darkTheme): CsiTheme {
  return {
    color: merge(base.color, overrides.color),
    font: merge(base.font, overrides.font),
    radius: merge(base.radius, overrides.radius),
    space: merge(base.space, overrides.space),
    breakpoint: merge(base.breakpoint, overrides.breakpoint),
    shadow: merge(base.shadow, overrides.shadow),
  };
}
