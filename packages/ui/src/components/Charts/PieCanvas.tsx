import { lazy } from 'react';

/**
 * react-chartjs-2's `Pie`, with chart.js fetched on first render and only the pie parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const PieCanvas = /* @__PURE__ */ lazy(async () => {
  const [{ ArcElement, Chart, Legend, PieController, Tooltip }, { Pie }] = await Promise.all([
    import('chart.js'),
    import('react-chartjs-2'),
  ]);
  Chart.register(PieController, ArcElement, Legend, Tooltip);
  return { default: Pie };
});
