import { css as baseCss, styled as baseStyled } from 'styled-components';
import { darkTheme } from './darkTheme';
import { isCsiTheme } from './isCsiTheme';

/*
 * The package's `styled` and `css`. Two differences from styled-components' own:
 * - `styled` is the named export, which plain Node ESM sees too (the package is CommonJS there, and
 *   a default import would give the whole module object);
 * - every style function sees the dark theme when the theme in context is not a CSI theme: no
 *   ThemeProvider at all, or only an app's own theme without the CSI tokens.
 */

type StyleFunction = (context: { theme?: unknown }) => unknown;

function withCsiTheme(interpolation: unknown): unknown {
  if (typeof interpolation !== 'function') return interpolation;
  const style = interpolation as StyleFunction;
  return (context: { theme?: unknown }) =>
    isCsiTheme(context.theme) ? style(context) : style({ ...context, theme: darkTheme });
}

function themedArgs([strings, ...interpolations]: unknown[]): unknown[] {
  return [strings, ...interpolations.map(withCsiTheme)];
}

interface TemplateFunction {
  (...args: unknown[]): unknown;
  attrs(attrs: unknown): TemplateFunction;
  withConfig(config: unknown): TemplateFunction;
}

function themedTemplate(template: TemplateFunction): TemplateFunction {
  const themed = ((...args: unknown[]) => template(...themedArgs(args))) as TemplateFunction;
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
