import { render } from '@testing-library/react';
import { Children, cloneElement, createRef, isValidElement, type ReactElement } from 'react';
import { DialogRoot } from '../components/Dialog';
import { componentFixtures } from '../ssr/componentFixtures';
import { everyExport } from '../ssr/everyExport';
import { componentExportNames } from '../ssr/renderEveryComponent';

/** Components with no element of their own: providers, global styles, the dialog's state and portal. */
const noElement = ['CsiGlobalStyle', 'ThemeProvider', 'ModalProvider', 'PopupProvider', 'DialogRoot', 'DialogPortal'];
/** Form controls: the ref and the other props go to the native control (Mantine style), not to the field's wrapper. */
const toControl = ['Input', 'PasswordInput', 'TextArea', 'SearchBox', 'FileInput'];
/** Dialogs: the ref and the other props go to the dialog element, inside its overlay. */
const dialogs = ['Modal', 'AuthGatePopup'];

const names = componentExportNames().filter((name) => !noElement.includes(name));

/** The fixture with `props` on the component itself (inside the DialogRoot of a dialog part). */
function withProps(name: string, props: Record<string, unknown>): ReactElement {
  const fixture = componentFixtures[name] as ReactElement<{ children?: ReactElement }>;
  if (fixture.type !== DialogRoot) return cloneElement(fixture, props);
  const part = Children.only(fixture.props.children);
  if (!isValidElement(part)) throw new Error(`${name} has no part in its fixture`);
  return <DialogRoot open>{cloneElement(part, props)}</DialogRoot>;
}

describe('every component with an element of its own', () => {
  it('covers the components of the package, those of @csi/ui/charts too', () => {
    expect(names).toEqual(
      expect.arrayContaining(['Button', 'Card', 'Modal', 'AuthGatePopup', 'DialogContent', 'PlaygroundPanel']),
    );
    expect(names).toEqual(
      expect.arrayContaining(['MonthlyUsageChart', 'WeeklyUsageChart', 'ServiceUsagePie', 'ErrorsLatencyChart']),
    );
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  // React 19 passes `ref` to a function component as a prop, React 18 (also a peer) only through forwardRef.
  it.each(names)('%s is a forwardRef component, so that React 18 passes its ref too', (name) => {
    const component = everyExport[name as keyof typeof everyExport] as { $$typeof?: symbol };
    expect(component.$$typeof).toBe(Symbol.for('react.forward_ref'));
  });

  it.each(names)('%s forwards its ref, className and data-* attributes to its element', (name) => {
    const ref = createRef<HTMLElement>();
    const { container } = render(withProps(name, { ref, className: 'from-app', 'data-app': 'yes' }));
    const element = ref.current;
    expect(element).toBeInstanceOf(HTMLElement);
    expect(element).toHaveClass('from-app');
    expect(element).toHaveAttribute('data-app', 'yes');
    if (toControl.includes(name)) expect(element?.tagName).toMatch(/^(INPUT|TEXTAREA)$/);
    else if (dialogs.includes(name)) expect(element).toHaveAttribute('role', 'dialog');
    else expect(container.firstElementChild).toBe(element);
  });
});
