'use client';

import { css as baseCss, styled as baseStyled } from 'styled-components';
import type { CsiTheme } from './CsiTheme';
import { cssVariableTheme } from './cssVariables';
import { darkTheme } from './darkTheme';
import { isCsiTheme } from './isCsiTheme';

/*
 * The package's `styled` and `css`. Differences from styled-components' own:
 * - `styled` is the named export, which plain Node ESM sees too (the package is CommonJS there, and
 *   a default import would give the whole module object);
 * - every style function sees the dark theme when the theme in context is not a CSI theme: no
 *   ThemeProvider at all, or only an app's own theme without the CSI tokens;
 * - it sees the tokens as CSS variables with the theme's values as fallbacks (cssVariableTheme), so a host page
 *   can restyle the components by setting `--csi-*` properties;
 * - every styled element starts from the theme's font and focus ring (styled.test.tsx), so the components look
 *   right on a host page without CsiGlobalStyle; a rule of the component's own comes later and wins.
 */

type StyleContext = { theme?: unknown };
type StyleFunction = (context: StyleContext) => unknown;

/** The theme a style function sees (see above). */
const themeOf = (context: StyleContext): CsiTheme =>
  cssVariableTheme(isCsiTheme(context.theme) ? context.theme : darkTheme);

function withCsiTheme(interpolation: unknown): unknown {
  if (typeof interpolation !== 'function') return interpolation;
  const style = interpolation as StyleFunction;
  return (context: StyleContext) => style({ ...context, theme: themeOf(context) });
}

function themedArgs([strings, ...interpolations]: unknown[]): unknown[] {
  return [strings, ...interpolations.map(withCsiTheme)];
}

/**
 * The theme's font and focus ring, first in every styled element's rules. Controls inside that are no styled element
 * of their own (links from `linkComponent`, an app's buttons in a Card) get the ring at the lowest specificity, so
 * any rule of a component or of the host wins over it.
 */
const ownTheme = (context: StyleContext) => {
  const { color, font } = themeOf(context);
  const ring = `outline: 3px solid ${color.focus}; outline-offset: 2px;`;
  return `font-family: ${font.body};
  &:focus-visible { ${ring} }
  & :where(a[href], button, input, select, textarea, summary, [tabindex]):where(:focus-visible) { ${ring} }
`;
};

/** A styled element's template with ownTheme put before its own rules. */
function withOwnTheme(args: unknown[]): unknown[] {
  const [strings, ...interpolations] = args;
  if (!Array.isArray(strings)) return args;
  return [['', ...(strings as readonly string[])], ownTheme, ...interpolations];
}

interface TemplateFunction {
  (...args: unknown[]): unknown;
  attrs(attrs: unknown): TemplateFunction;
  withConfig(config: unknown): TemplateFunction;
}

function themedTemplate(template: TemplateFunction): TemplateFunction {
  const themed = ((...args: unknown[]) => template(...withOwnTheme(themedArgs(args)))) as TemplateFunction;
  themed.attrs = (attrs) => themedTemplate(template.attrs(withCsiTheme(attrs)));
  themed.withConfig = (config) => themedTemplate(template.withConfig(config));
  return themed;
}

const makeTemplate = baseStyled as unknown as (target: unknown) => TemplateFunction;

export const styled = /* @__PURE__ */ new Proxy(baseStyled, {
  apply: (_target, _this, [target]: unknown[]) => themedTemplate(makeTemplate(target)),
  get: (target, key, receiver) => {
    const value: unknown = Reflect.get(target, key, receiver);
    return typeof value === 'function' ? themedTemplate(value as TemplateFunction) : value;
  },
}) as typeof baseStyled;

export const css = ((...args: unknown[]) =>
  (baseCss as unknown as (...themed: unknown[]) => unknown)(...themedArgs(args))) as typeof baseCss;
