'use client';

import { styled } from '../../theme/styled';
import { loadOptionalPeers } from '../../lib/optionalPeer';

/** The optional peers `@csi/ui/charts` draws with. */
export const CHART_PEERS = ['chart.js', 'react-chartjs-2'] as const;

/** chart.js and react-chartjs-2, or undefined (reported once on the console) when they are not installed. */
export const loadChartJs = () =>
  loadOptionalPeers('@csi/ui/charts', CHART_PEERS, () => Promise.all([import('chart.js'), import('react-chartjs-2')]));

const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

/** What a chart shows in place of its canvas when chart.js is missing: the caption and data table stay. */
export function ChartUnavailable() {
  return <Unavailable data-state="unavailable">The chart cannot be drawn here.</Unavailable>;
}
