import { Card } from '@csi/ui';
import styled from 'styled-components';
import { client } from '../../../client';
import { AsyncView } from '../shared/AsyncView';
import { useReloadable } from '../shared/useReloadable';

/** What each security event is called on the page; an unknown kind shows as it is. */
export const ACTIVITY_LABELS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in (wrong password)',
  'second-step-failed': 'Failed sign-in (wrong second-step code)',
  'confirm-identity-failed': 'Failed identity check (wrong code or password)',
  'password-changed': 'Password changed',
  'api-key-changed': 'API key changed',
  'social-code-changed': 'Social code changed',
  'session-ended': 'A session was signed out',
  'other-sessions-ended': 'All other sessions were signed out',
  'two-step-on': 'Two-step sign-in turned on',
  'two-step-off': 'Two-step sign-in turned off',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'passkey-used': 'Signed in with a passkey',
  'recovery-code-used': 'Recovery code used',
  'recovery-codes-created': 'New recovery codes created',
  'factors-reset': 'Two-step sign-in reset by the operator',
};

const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 24rem;
  overflow: auto;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-kind='sign-in-failed'] strong,
  [data-kind='second-step-failed'] strong,
  [data-kind='confirm-identity-failed'] strong {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** Account activity (Security Overview): the account's security events, newest first, with time, address, device. */
export function AccountActivity() {
  const [loaded, reload] = useReloadable(() => client.audit.myActivity(50).then((reply) => reply.data), []);
  return (
    <Card as="section" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Account activity</h2>
      <AsyncView state={loaded} what="your account activity" onRetry={reload}>
        {(events) =>
          events.length === 0 ? (
            <p>No activity yet.</p>
          ) : (
            <Events tabIndex={0} aria-label="Security events, newest first">
              {events.map((event, i) => (
                <li key={`${event.at}-${i}`} data-kind={event.kind}>
                  <strong>{ACTIVITY_LABELS[event.kind] ?? event.kind}</strong>
                  <small>
                    <time dateTime={event.at}>
                      {new Date(event.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                    {event.address && ` · ${event.address}`}
                    {event.device && ` · ${event.device}`}
                  </small>
                </li>
              ))}
            </Events>
          )
        }
      </AsyncView>
    </Card>
  );
}
