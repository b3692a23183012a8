import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { CopyIcon } from '../components/CopyButton/CopyIcon';
import { contrastRatio } from '../testing/contrastRatio';
import type { CsiTheme } from '../theme';
import { cssVariableName } from '../theme/cssVariables';
import { useCsiTheme } from '../theme/useCsiTheme';

// The foundations of the components, drawn from the theme of the toolbar (never retyped): switch the theme to see the
// other one's values.

type ColourName = Exclude<keyof CsiTheme['color'], 'chart'>;

/** Text colours and the surfaces they are used on (README, "Keep the contrast pairs readable"). */
const TEXT: ColourName[] = ['text', 'textMuted', 'primary', 'accent', 'danger', 'warning', 'success', 'info'];
const SURFACES: ColourName[] = ['bg', 'surface', 'surfaceAlt'];

const cell: CSSProperties = { padding: '6px 10px', textAlign: 'left', borderBottom: '1px solid currentColor' };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const Swatch = ({ value }: { value: string }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: 48,
      height: 24,
      background: value,
      border: '1px solid #888',
      borderRadius: 4,
    }}
  />
);

function Colours() {
  const { color } = useCsiTheme();
  const names = Object.keys(color).filter((name): name is ColourName => name !== 'chart');
  return (
    <div>
      <Table caption="Colour tokens" head={['token', 'CSS variable', 'value', 'swatch']}>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              color.{name}
            </th>
            <td style={cell}>
              <code>{cssVariableName('color', name)}</code>
            </td>
            <td style={cell}>
              <code>{color[name]}</code>
            </td>
            <td style={cell}>
              <Swatch value={color[name]} />
            </td>
          </tr>
        ))}
        {color.chart.map((value, i) => (
          <tr key={value}>
            <th scope="row" style={cell}>
              color.chart[{i}]
            </th>
            <td style={cell}>
              <code>{cssVariableName('color-chart', i)}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              <Swatch value={value} />
            </td>
          </tr>
        ))}
      </Table>
      <Table
        caption="Contrast of text on surfaces (WCAG AA asks 4.5:1 for body text)"
        head={['text', 'on', 'sample', 'ratio']}
      >
        {[
          ...TEXT.flatMap((text) => SURFACES.map((surface) => [text, surface] as const)),
          ['primaryText', 'primary'] as const,
          ['dangerText', 'danger'] as const,
        ].map(([text, surface]) => {
          const ratio = contrastRatio(color[text], color[surface]);
          return (
            <tr key={`${text}-${surface}`} data-pair={`${text} on ${surface}`}>
              <th scope="row" style={cell}>
                {text}
              </th>
              <td style={cell}>{surface}</td>
              <td style={{ ...cell, color: color[text], background: color[surface] }}>The quick brown fox</td>
              <td style={cell}>
                {ratio.toFixed(2)}:1 {ratio >= 4.5 ? 'AA' : 'below AA'}
              </td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

function TypeScale() {
  const { font } = useCsiTheme();
  const sizes = [
    ['Heading 1', '2em', 700],
    ['Heading 2', '1.5em', 700],
    ['Heading 3', '1.17em', 700],
    ['Body', '1rem', 400],
    ['Small, code', '0.875rem', 400],
  ] as const;
  return (
    <div>
      <Table caption="Font tokens" head={['token', 'CSS variable', 'value']}>
        {(Object.keys(font) as (keyof CsiTheme['font'])[]).map((name) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              font.{name}
            </th>
            <td style={cell}>
              <code>{cssVariableName('font', name)}</code>
            </td>
            <td style={{ ...cell, fontFamily: font[name] }}>{font[name]}</td>
          </tr>
        ))}
      </Table>
      {sizes.map(([name, size, weight]) => (
        <p key={name} style={{ fontFamily: font.body, fontSize: size, fontWeight: weight, margin: '8px 0' }}>
          {name} ({size}): Secure APIs for developers in Nairobi
        </p>
      ))}
      <p style={{ fontFamily: font.mono, fontSize: '0.875rem' }}>font.mono: csi_abcd********5678</p>
    </div>
  );
}

function Scale({ group }: { group: 'space' | 'radius' }) {
  const theme = useCsiTheme();
  const values = theme[group];
  return (
    <Table
      caption={group === 'space' ? 'Spacing tokens' : 'Radius tokens'}
      head={['token', 'CSS variable', 'value', 'shape']}
    >
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {group}.{name}
          </th>
          <td style={cell}>
            <code>{cssVariableName(group, name)}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={
                group === 'space'
                  ? { display: 'inline-block', width: value, height: 16, background: theme.color.accent }
                  : {
                      display: 'inline-block',
                      width: 64,
                      height: 40,
                      border: `2px solid ${theme.color.accent}`,
                      borderRadius: value,
                    }
              }
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Icons() {
  const states = ['idle', 'copied', 'error'] as const;
  return (
    <Table caption="Icons (CopyButton's; the other components use text labels)" head={['icon', 'meaning']}>
      {states.map((state) => (
        <tr key={state}>
          <td style={cell}>
            <CopyIcon state={state} />
          </td>
          <td style={cell}>{{ idle: 'Copy', copied: 'Copied', error: 'Copy failed' }[state]}</td>
        </tr>
      ))}
    </Table>
  );
}

const meta = {
  title: 'Foundations',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Colour tokens/ })).toBeVisible();
    // Every text pair the components use meets AA on this theme.
    const ratios = [...canvasElement.querySelectorAll('[data-pair]')].map((row) => row.lastElementChild?.textContent);
    await expect(ratios.length).toBe(26);
    await expect(ratios.filter((text) => text?.includes('below AA'))).toEqual([]);
  },
};

export const TypeScaleStory: Story = { name: 'Type scale', render: () => <TypeScale /> };
export const Spacing: Story = { render: () => <Scale group="space" /> };
export const Radii: Story = { render: () => <Scale group="radius" /> };
export const IconSet: Story = { name: 'Icons', render: () => <Icons /> };
