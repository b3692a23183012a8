import type { ApiCall, ApiCallPage, ApiCallsQuery } from '@csi/api-client';
import { Button, Card, Spinner } from '@csi/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAsync } from '../../../hooks/useAsync';
import { CardBar } from '../shared/CardBar';
import { CardBody } from '../shared/CardBody';
import { errorMessage } from '../../../lib/errorMessage';
import { CallFilters, filtersToQuery, NO_CALL_FILTERS, type CallFilterValues } from './CallFilters';
import { CallTable } from './CallTable';
import { callsToCsv } from './callsCsv';
import { downloadText } from './downloadText';

/** Calls per page of the table. */
export const CALLS_PAGE_SIZE = 20;
/** Calls per request while exporting (the server's largest page). */
const EXPORT_PAGE_SIZE = 500;

/** Props of {@link CallInsight}. */
export interface CallInsightProps {
  /** Loads one page of calls. */
  load: (query: ApiCallsQuery) => Promise<ApiCallPage>;
  /** The endpoints the API filter offers. */
  endpoints: readonly string[];
  /** Saves the CSV. @default a browser download */
  save?: (csv: string, fileName: string) => void;
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Every page of calls matching `query`, newest first. */
async function loadAll(load: CallInsightProps['load'], query: ApiCallsQuery): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await load({ ...query, limit: EXPORT_PAGE_SIZE, offset });
    calls.push(...page.calls);
    if (page.calls.length < EXPORT_PAGE_SIZE || calls.length >= page.total) return calls;
  }
}

/**
 * Per-call insight: the calls with time to the second, API, environment, status, latency, cost and request id,
 * filtered by environment, status class and API, a page at a time, and the filtered calls as a CSV download.
 */
export function CallInsight({ load, endpoints, save = downloadText }: CallInsightProps) {
  const headingId = useId();
  const [filters, setFilters] = useState<CallFilterValues>(NO_CALL_FILTERS);
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [note, setNote] = useState('');
  const query = filtersToQuery(filters);
  const state = useAsync(() => load({ ...query, limit: CALLS_PAGE_SIZE, offset }), [filters, offset, tick]);

  const filter = (next: CallFilterValues) => {
    setFilters(next);
    setOffset(0);
    setNote('');
  };
  const exportCsv = async () => {
    setExporting(true);
    setNote('Preparing the CSV…');
    try {
      const calls = await loadAll(load, query);
      save(callsToCsv(calls), 'api-calls.csv');
      setNote(`Downloaded ${calls.length} ${calls.length === 1 ? 'call' : 'calls'} as CSV.`);
    } catch (error) {
      setNote(`The CSV could not be made: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <h2 id={headingId}>Calls</h2>
        <CallFilters value={filters} endpoints={endpoints} onChange={filter} />
        {state.status === 'loading' && <Spinner label="Loading calls" />}
        {state.status === 'error' && (
          <CardBar role="alert">
            <p>The calls could not be loaded: {state.error}</p>
            <Button variant="secondary" onClick={() => setTick((n) => n + 1)}>
              Retry
            </Button>
          </CardBar>
        )}
        {state.status === 'success' &&
          (state.data.total === 0 ? (
            <p>No calls match these filters.</p>
          ) : (
            <>
              <CallTable calls={state.data.calls} />
              <CardBar>
                <p aria-live="polite">
                  Calls {offset + 1}–{offset + state.data.calls.length} of {state.data.total}
                </p>
                <Buttons>
                  <Button
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - CALLS_PAGE_SIZE))}
                  >
                    Previous page
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={offset + CALLS_PAGE_SIZE >= state.data.total}
                    onClick={() => setOffset(offset + CALLS_PAGE_SIZE)}
                  >
                    Next page
                  </Button>
                  <Button onClick={() => void exportCsv()} disabled={exporting}>
                    Download CSV
                  </Button>
                </Buttons>
              </CardBar>
            </>
          ))}
        <p role="status" aria-live="polite">
          {note}
        </p>
      </CardBody>
    </Card>
  );
}
