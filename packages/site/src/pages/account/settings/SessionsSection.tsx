import type { Session } from '@csi/api-client';
import { Button, Card, Modal } from '@csi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { client } from '../../../client';
import { useFeedback } from '../../../hooks/useFeedback';
import { errorMessage } from '../../../lib/errorMessage';
import { AsyncView } from '../shared/AsyncView';
import { useReloadable } from '../shared/useReloadable';
import { ItemList } from './ItemList';

const Current = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;

/** A date and time as the reader's locale writes it. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One session: device, address and place, start and last use; "Sign out" unless it is this one. */
function SessionItem({ session, onEnd }: { session: Session; onEnd: (session: Session) => void }) {
  const where = [session.address, session.place].filter(Boolean).join(', ');
  return (
    <li>
      <div>
        <p>
          <strong>{session.device}</strong> · {where} {session.current && <Current>(this device)</Current>}
        </p>
        <small>
          Signed in {when(session.startedAt)} · last active {when(session.lastUsedAt)}
        </small>
      </div>
      {!session.current && (
        <Button variant="secondary" onClick={() => onEnd(session)} aria-label={`Sign out ${session.device}, ${where}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Sessions: where the account is signed in (device, address, start, last use), each other session signed out on its
 * own or all of them at once after a confirmation.
 */
export function SessionsSection() {
  const { showPopup, showModal } = useFeedback();
  const [loaded, reload] = useReloadable(() => client.sessions.list().then((reply) => reply.data), []);
  const [confirming, setConfirming] = useState(false);
  const run = async (call: () => Promise<{ msg: string }>) => {
    try {
      showPopup((await call()).msg, 'success');
    } catch (error) {
      showModal('Sessions', errorMessage(error));
    }
    reload();
  };
  return (
    <Card as="section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      <AsyncView state={loaded} what="your sessions" onRetry={reload}>
        {(sessions) => (
          <>
            <ItemList aria-label="Signed-in sessions">
              {sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  onEnd={(s) => void run(() => client.sessions.end(s.id))}
                />
              ))}
            </ItemList>
            {sessions.some((session) => !session.current) && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Sign out all other sessions
              </Button>
            )}
          </>
        )}
      </AsyncView>
      <Modal
        open={confirming}
        title="Sign out all other sessions?"
        description="Every device but this one is signed out at its next step and has to sign in again."
        onClose={() => setConfirming(false)}
      >
        <Button
          variant="danger"
          onClick={() => {
            setConfirming(false);
            void run(() => client.sessions.endOthers());
          }}
        >
          Sign out other sessions
        </Button>
      </Modal>
    </Card>
  );
}
