import type { ApiCallPage, ApiCallsQuery } from '@csi/api-client';
import { Button, Card, Spinner } from '@csi/ui';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { useAsync } from '../../../hooks/useAsync';

import { CardBar } from '../shared/CardBar';
import { CardBody } from '../shared/CardBody';
import { Select, type SelectOption } from '../shared/Select';
import { type BucketPeriod, callBuckets, periodStart } from './callBuckets';
import { loadCallsSince } from './loadCallsSince';

const ErrorsLatency = lazy(() => import('../charts/ErrorsLatency'));

/** Props of {@link ErrorsLatencyCard}. */
export interface ErrorsLatencyCardProps {
  /** Loads one page of calls, newest first. */
  load: (query: ApiCallsQuery) => Promise<ApiCallPage>;
  /** The instant the period ends at. @default the time of each load */
  now?: () => Date;
}

type PeriodName = 'day' | 'fortnight';

/** The periods offered: the chart's cut, caption and hidden table's time heading. */
const PERIODS: Record<PeriodName, BucketPeriod & { caption: string; labelHeading: string }> = {
  day: { unit: 'hour', count: 24, caption: 'Errors and p95 latency per hour, last 24 hours', labelHeading: 'Hour' },
  fortnight: { unit: 'day', count: 14, caption: 'Errors and p95 latency per day, last 14 days', labelHeading: 'Day' },
};

const PERIOD_OPTIONS: SelectOption<PeriodName>[] = [
  { value: 'day', label: 'Last 24 hours' },
  { value: 'fortnight', label: 'Last 14 days' },
];

const Period = styled.div`
  width: min(100%, 16rem);
`;

/** Errors (status 400 or more) and latency over the last 24 hours or 14 days, as a chart with a text alternative. */
export function ErrorsLatencyCard({ load, now = () => new Date() }: ErrorsLatencyCardProps) {
  const headingId = useId();
  const [name, setName] = useState<PeriodName>('day');
  const [tick, setTick] = useState(0);
  const period = PERIODS[name];
  const state = useAsync(async () => {
    const end = now();
    return callBuckets(await loadCallsSince(load, periodStart(period, end)), period, end);
  }, [name, tick]);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <h2 id={headingId}>Errors and latency</h2>
        <Period>
          <Select label="Period" value={name} options={PERIOD_OPTIONS} onChange={setName} />
        </Period>
        {state.status === 'loading' && <Spinner label="Loading errors and latency" />}
        {state.status === 'error' && (
          <CardBar role="alert">
            <p>Errors and latency could not be loaded: {state.error}</p>
            <Button variant="secondary" onClick={() => setTick((n) => n + 1)}>
              Retry
            </Button>
          </CardBar>
        )}
        {state.status === 'success' && (
          <Suspense fallback={<Spinner label="Loading chart" />}>
            <ErrorsLatency data={state.data} title={period.caption} labelHeading={period.labelHeading} />
          </Suspense>
        )}
      </CardBody>
    </Card>
  );
}
