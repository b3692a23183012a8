import { lazy } from 'react';

/**
 * react-chartjs-2's `Line`, with chart.js fetched on first render and only the line parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const LineCanvas = /* @__PURE__ */ lazy(async () => {
  const [{ CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip }, { Line }] =
    await Promise.all([import('chart.js'), import('react-chartjs-2')]);
  Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);
  return { default: Line };
});
