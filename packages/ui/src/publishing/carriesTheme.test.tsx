import { render } from '@testing-library/react';
import { componentFixtures } from '../ssr/componentFixtures';
import { componentExportNames } from '../ssr/renderEveryComponent';

/** What a keyboard can reach. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The CSS rules styled-components put in the document, as text. */
const documentStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** The element and its ancestors. */
const lineage = (element: Element | null): Element[] => (element ? [element, ...lineage(element.parentElement)] : []);

/** Whether the styles give the element a :focus-visible ring: a rule of its own class, or one of a styled ancestor. */
const hasFocusRing = (element: Element, styles: string) =>
  [...element.classList].some((name) => styles.includes(`.${name}:focus-visible{`)) ||
  lineage(element.parentElement).some((ancestor) =>
    [...ancestor.classList].some((name) =>
      styles.includes(
        `.${name} :where(a[href], button, input, select, textarea, summary, [tabindex]):where(:focus-visible){outline:3px solid var(--csi-color-focus, `,
      ),
    ),
  );

/**
 * Unstyled by design, as Radix's primitives are: the dialog parts that render the app's own trigger, title and close
 * button, the plain `<a>` of linkComponent, and components that render no element (they take the ring and font of the
 * styled component they are put in).
 */
const unstyled = ['DefaultLink', 'DialogRoot', 'DialogTrigger', 'DialogTitle', 'DialogDescription', 'DialogClose'];

// Without CsiGlobalStyle and without a ThemeProvider: what a host page that renders the components alone gets.
describe('every component carries the theme itself', () => {
  const names = componentExportNames().filter((name) => componentFixtures[name] && !unstyled.includes(name));

  it.each(names)(
    '%s gives every control a keyboard can reach its own :focus-visible ring',
    (name) => {
      const { baseElement } = render(componentFixtures[name]!);
      const styles = documentStyles();
      expect(styles).not.toContain('body{');
      const withoutRing = [...baseElement.querySelectorAll(FOCUSABLE)]
        .filter((element) => !hasFocusRing(element, styles))
        .map((element) => element.outerHTML.slice(0, 120));
      expect(withoutRing).toEqual([]);
      // Rendering the whole NavBar or PlaygroundPanel takes seconds on a busy machine.
    },
    30_000,
  );

  it.each(names)('%s sets the theme’s font on its own element', (name) => {
    const { container } = render(componentFixtures[name]!);
    const root = container.firstElementChild;
    if (!root) return;
    const styles = documentStyles();
    // The root, or (a plain wrapper such as Countdown's timer) its first child.
    const classes = [
      ...root.classList,
      ...(root.classList.length ? [] : [...(root.firstElementChild?.classList ?? [])]),
    ];
    const fontRules = classes.filter((cls) =>
      new RegExp(`\\.${cls}\\{font-family:var\\(--csi-font-body, `).test(styles),
    );
    expect(fontRules.length, root.outerHTML.slice(0, 120)).toBeGreaterThan(0);
  });
});
