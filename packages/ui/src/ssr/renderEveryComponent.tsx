import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { componentFixtures } from './componentFixtures';
import { everyExport } from './everyExport';

/** What rendering one component on the server gave. */
export interface ServerRender {
  name: string;
  html: string;
  css: string;
  error?: string;
}

/** The names every entry point exports that are React components (functions, forwardRef or memo objects; not contexts). */
export function componentExportNames(): string[] {
  return Object.entries(everyExport)
    .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
    .map(([name]) => name);
}

function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null || !('$$typeof' in value)) return false;
  return value.$$typeof === Symbol.for('react.forward_ref') || value.$$typeof === Symbol.for('react.memo');
}

/** Renders every exported component with react-dom/server inside a ServerStyleSheet, without a ThemeProvider. */
export function renderEveryComponent(): ServerRender[] {
  return componentExportNames().map((name) => {
    const element = componentFixtures[name];
    if (!isValidElement(element)) return { name, html: '', css: '', error: 'no fixture' };
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(element));
      return { name, html, css: sheet.getStyleTags() };
    } catch (error) {
      return { name, html: '', css: '', error: error instanceof Error ? error.message : String(error) };
    } finally {
      sheet.seal();
    }
  });
}
