import { lazy } from 'react';

/**
 * react-chartjs-2's `Chart` for bars and lines on one canvas, with chart.js fetched on first render and only those
 * parts registered, so importing `@csi/ui` does not load chart.js.
 */
export const MixedCanvas = /* @__PURE__ */ lazy(async () => {
  const [
    {
      BarController,
      BarElement,
      CategoryScale,
      Chart: ChartJs,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    },
    { Chart },
  ] = await Promise.all([import('chart.js'), import('react-chartjs-2')]);
  ChartJs.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Tooltip,
  );
  return { default: Chart };
});
