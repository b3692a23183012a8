import { Card } from '@csi/ui';
import { useId } from 'react';
import { CardBody } from '../shared/CardBody';
import { Table } from '../shared/Table';
import type { CallDetails } from './callDetails';

/** Props of {@link CallDetailsCard}. */
export interface CallDetailsCardProps {
  /** The calls sent from this page, newest first. */
  calls: readonly CallDetails[];
}

/** A status as read: the code, or that no answer came. */
const statusText = (call: CallDetails) => (call.status === null ? 'No answer' : String(call.status));
/** A cost as read: dollars, or a dash when the answer did not say. */
const costText = (call: CallDetails) => (call.cost === null ? '—' : `$${call.cost}`);

/** One sentence for the latest call, read out when it arrives. */
export function latestCallSummary(call: CallDetails): string {
  const status = call.status === null ? 'no answer' : `status ${call.status}`;
  const cost = call.cost === null ? '' : `, cost $${call.cost}`;
  const id = call.requestId === null ? '' : `, request id ${call.requestId}`;
  return `Last call: ${call.method} ${call.endpoint} (${call.environment}), ${status} in ${call.latencyMs} ms${cost}${id}.`;
}

/**
 * The details of every call sent from the lab: status, latency (round trip measured in the browser), cost (the
 * server's X-Call-Cost) and request id (X-Request-Id, to quote to support); the latest is also announced.
 */
export function CallDetailsCard({ calls }: CallDetailsCardProps) {
  const headingId = useId();
  const latest = calls[0];
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <h2 id={headingId}>Call details</h2>
        <p aria-live="polite" data-testid="latest-call">
          {latest ? latestCallSummary(latest) : 'Send a request to see its status, latency, cost and request id.'}
        </p>
        {calls.length > 0 && (
          <Table
            caption="Calls from this page"
            columns={['Call', 'Environment', 'Status', 'Latency', 'Cost', 'Request id']}
          >
            {calls.map((call) => (
              <tr key={call.id}>
                <td>
                  {call.method} {call.endpoint}
                </td>
                <td>{call.environment}</td>
                <td>{statusText(call)}</td>
                <td>{call.latencyMs} ms</td>
                <td>{costText(call)}</td>
                <td>
                  <code>{call.requestId ?? '—'}</code>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </CardBody>
    </Card>
  );
}
