import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { ErrorsLatencyChart } from './ErrorsLatencyChart';
import { MonthlyUsageChart } from './MonthlyUsageChart';
import { ServiceUsagePie } from './ServiceUsagePie';
import { WeeklyUsageChart } from './WeeklyUsageChart';

const meta = {
  title: 'Data/Charts',
  component: MonthlyUsageChart,
  // The docs page lists the props of all four charts, one tab each.
  subcomponents: { WeeklyUsageChart, ServiceUsagePie, ErrorsLatencyChart },
  args: { values: [120, 95, 140, 180, 160, 210, 250, 230, 190, 170, 150, 205] },
  argTypes: {
    values: {
      table: { type: { summary: 'readonly number[]', detail: 'API calls per month, January first (12 numbers)' } },
    },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Four charts from `@csi/ui/charts` (install `chart.js react-chartjs-2`), each a captioned figure with its numbers in a visually hidden table:',
          '',
          '- **MonthlyUsageChart**: bars of API calls per month of a year (`values`: 12 numbers, January first).',
          '- **WeeklyUsageChart**: a line of API calls per day (`data`: `ChartDatum[]`, `{ label, value }`).',
          '- **ServiceUsagePie**: the share of calls per service (`data`: `ChartDatum[]`); a service keeps its colour in every chart.',
          '- **ErrorsLatencyChart**: calls and errors as bars with the latency as a line, per time bucket (`data`: `CallBucket[]`).',
          '',
          'chart.js loads on first render; until then (and on the server) the caption and table show. Without chart.js installed the chart reads "The chart cannot be drawn here." and the console names the packages to install.',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MonthlyUsageChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const week = [
  { label: 'Mon 3', value: 12 },
  { label: 'Tue 4', value: 30 },
  { label: 'Wed 5', value: 18 },
  { label: 'Thu 6', value: 44 },
  { label: 'Fri 7', value: 25 },
  { label: 'Sat 8', value: 5 },
  { label: 'Sun 9', value: 9 },
];
const services = [
  { label: 'file-metadata', value: 420 },
  { label: 'encrypt-data', value: 260 },
  { label: 'decrypt-data', value: 180 },
  { label: 'encrypt-pdf', value: 90 },
];

/** Bar chart from January to December with its numbers as a hidden table. */
export const Monthly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: /^Monthly API usage: Jan 120, Feb 95, .* Dec 205$/ });
    await expect(chart.tagName).toBe('CANVAS');
    await expect(canvas.getByRole('rowheader', { name: 'Jan' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('cell', { name: '250' })).toBeInTheDocument();
    await matchScreenshot(canvasElement, 'monthly');
  },
};

/** Every month zero: the empty text instead of a chart. */
export const MonthlyEmpty: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API usage this year yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Line chart of the last 7 days with the labels passed in. */
export const Weekly: Story = {
  render: () => <WeeklyUsageChart data={week} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('img', { name: /^API usage, last 7 days: Mon 3 12, .* Sun 9 9$/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Thu 6' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await matchScreenshot(canvasElement, 'weekly');
  },
};

/** No data for the week. */
export const WeeklyEmpty: Story = {
  render: () => <WeeklyUsageChart data={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API usage in the last 7 days.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Pie of usage by service type. */
export const ByService: Story = {
  render: () => <ServiceUsagePie data={services} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('img', {
        name: 'Usage by service type: file-metadata 420, encrypt-data 260, decrypt-data 180, encrypt-pdf 90',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Service' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(4);
    await matchScreenshot(canvasElement, 'by-service');
  },
};

/**
 * A window narrowed under a drawn chart: chart.js redraws the canvas at the new width a frame later, and until then
 * the canvas, still at its old width, stays inside its figure instead of pushing the page sideways.
 */
export const ByServiceNarrowed: Story = {
  render: () => (
    <div data-testid="box" style={{ width: 500 }}>
      <ServiceUsagePie data={services} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box');
    const chart = await canvas.findByRole('img', { name: /^Usage by service type:/ });
    await waitFor(() => expect(chart.getBoundingClientRect().width).toBeGreaterThan(400));
    box.style.width = '300px';
    // Measured in the same task as the change, before chart.js can hear of it.
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(400);
    await expect(box.scrollWidth).toBe(box.clientWidth);
    await waitFor(() => expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(300));
  },
};

/** The colour of a service in the key. */
const swatchOf = (figure: HTMLElement, service: string) => {
  const legend = within(figure).getByRole('list', { name: 'Legend' });
  const item = within(legend).getByText(service).closest('li');
  const swatch = item?.querySelector('[data-swatch]');
  return swatch ? getComputedStyle(swatch).backgroundColor : '';
};

/** Two pies listing the services in different orders colour each service alike (dashboard and analytics). */
export const ByServiceColourFollowsTheService: Story = {
  render: () => (
    <>
      <ServiceUsagePie title="Dashboard" data={services} />
      <ServiceUsagePie title="Analytics" data={[...services].reverse()} />
    </>
  ),
  play: async ({ canvas }) => {
    const [dashboard, analytics] = canvas.getAllByRole('figure');
    if (!dashboard || !analytics) throw new Error('two pies expected');
    const colours = services.map((s) => swatchOf(dashboard, s.label));
    await expect(new Set(colours).size).toBe(services.length);
    await expect(services.map((s) => swatchOf(analytics, s.label))).toEqual(colours);
  },
};

/** Every service at zero. */
export const ByServiceEmpty: Story = {
  render: () => <ServiceUsagePie data={services.map((s) => ({ ...s, value: 0 }))} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API usage by service yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const hours = [
  { label: '10:00', calls: 14, errors: 0, medianLatencyMs: 82, p95LatencyMs: 140 },
  { label: '11:00', calls: 22, errors: 1, medianLatencyMs: 90, p95LatencyMs: 180 },
  { label: '12:00', calls: 0, errors: 0, medianLatencyMs: null, p95LatencyMs: null },
  { label: '13:00', calls: 31, errors: 4, medianLatencyMs: 120, p95LatencyMs: 410 },
  { label: '14:00', calls: 18, errors: 2, medianLatencyMs: 95, p95LatencyMs: 220 },
  { label: '15:00', calls: 9, errors: 0, medianLatencyMs: 70, p95LatencyMs: 110 },
];

/** Errors as bars and the p95 latency as a line per hour, with a summary sentence and the numbers as a hidden table. */
export const ErrorsAndLatency: Story = {
  render: () => <ErrorsLatencyChart data={hours} title="Errors and latency, last 24 hours" />,
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', {
      name: 'Errors and latency, last 24 hours: 94 calls, 7 errors; highest p95 latency 410 ms at 13:00; most errors (4) at 13:00.',
    });
    await expect(chart.tagName).toBe('CANVAS');
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('columnheader', { name: 'p95 latency' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(2);
    await matchScreenshot(canvasElement, 'errors-latency');
  },
};

/** No calls in the period. */
export const ErrorsAndLatencyEmpty: Story = {
  render: () => <ErrorsLatencyChart data={hours.map((h) => ({ ...h, calls: 0 }))} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API calls in this period.')).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
