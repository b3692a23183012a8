import { lazy } from 'react';

/**
 * react-chartjs-2's `Bar`, with chart.js fetched on first render and only the bar parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const BarCanvas = /* @__PURE__ */ lazy(async () => {
  const [{ BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip }, { Bar }] = await Promise.all([
    import('chart.js'),
    import('react-chartjs-2'),
  ]);
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
  return { default: Bar };
});
