import { styled as baseStyled } from 'styled-components';
import { darkTheme } from './darkTheme';

/*
 * The package's `styled`. Two differences from styled-components' default export:
 * - it is the named export, which plain Node ESM sees too (the package is CommonJS there, and a
 *   default import would give the whole module object);
 * - every component it makes falls back to the dark theme when no ThemeProvider is above it
 *   (styled-components reads `defaultProps.theme` when the context has none).
 */

interface TemplateFunction {
  (...args: unknown[]): { defaultProps?: object };
  attrs(attrs: unknown): TemplateFunction;
  withConfig(config: unknown): TemplateFunction;
}

function withDefaultTheme(template: TemplateFunction): TemplateFunction {
  const themed = ((...args: unknown[]) => {
    const component = template(...args);
    component.defaultProps = { ...component.defaultProps, theme: darkTheme };
    return component;
  }) as TemplateFunction;
  themed.attrs = (attrs) => withDefaultTheme(template.attrs(attrs));
  themed.withConfig = (config) => withDefaultTheme(template.withConfig(config));
  return themed;
}

const make = baseStyled as unknown as (target: unknown) => TemplateFunction;

export const styled = /* @__PURE__ */ new Proxy(baseStyled, {
  apply: (_target, _this, [target]: unknown[]) => withDefaultTheme(make(target)),
  get: (target, key, receiver) => {
    const value: unknown = Reflect.get(target, key, receiver);
    return typeof value === 'function' ? withDefaultTheme(value as TemplateFunction) : value;
  },
}) as typeof baseStyled;
