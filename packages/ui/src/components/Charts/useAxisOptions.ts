'use client';

import { useCsiTheme } from '../../theme/useCsiTheme';

/** Chart.js options of the bar and line charts, coloured from the theme. */
export function useAxisOptions() {
  const { color } = useCsiTheme();
  const axis = { ticks: { color: color.textMuted }, grid: { color: color.border } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: { x: axis, y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } } },
  };
}
