import type { Passkey } from '@csi/api-client';
import { Button, Card, Input, Modal, PasswordInput } from '@csi/ui';
import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { client } from '../../../client';
import { useFeedback } from '../../../hooks/useFeedback';
import { passkeyErrorMessage } from '../../../lib/passkeyErrorMessage';
import { useWebAuthnSupport } from '../../../lib/useWebAuthnSupport';
import { AsyncView } from '../shared/AsyncView';
import { useReloadable } from '../shared/useReloadable';
import { ItemList } from './ItemList';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A date as the reader's locale writes it. */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** One passkey: its name, when it was added and last used; rename in place, or remove. */
function PasskeyItem({
  passkey,
  onRename,
  onRemove,
  renamed,
}: {
  passkey: Passkey;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
  /** Just renamed: the list was loaded again, and focus goes back to this passkey's "Rename". */
  renamed: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(renamed);
  // Focus follows the switch: into the name field when it opens, back to "Rename" when it closes.
  useEffect(() => {
    if (editing) field.current?.focus();
    else if (opened.current) renameButton.current?.focus();
    opened.current ||= editing;
  }, [editing]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await onRename(name)) setEditing(false);
  };
  if (editing) {
    return (
      <li>
        <form onSubmit={(event) => void save(event)} aria-label={`Rename passkey ${passkey.name}`}>
          <Input label="New name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} ref={field} />
          <Actions>
            <Button type="submit">Save name</Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Actions>
        </form>
      </li>
    );
  }
  return (
    <li>
      <div>
        <p>
          <strong>{passkey.name}</strong>
        </p>
        <small>
          Added {day(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}
        </small>
      </div>
      <Actions>
        <Button
          ref={renameButton}
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={`Rename passkey ${passkey.name}`}
        >
          Rename
        </Button>
        <Button variant="danger" onClick={onRemove} aria-label={`Remove passkey ${passkey.name}`}>
          Remove
        </Button>
      </Actions>
    </li>
  );
}

/**
 * "Passkeys" of the settings page: the account's passkeys by name, adding one (the browser creates it, the user names
 * it), renaming, and removing one (with the password, or none while sudo mode is open). Talks to the server itself.
 */
export function PasskeysSection() {
  const { showModal, showPopup } = useFeedback();
  const [loaded, reload] = useReloadable(() => client.passkeys.list().then((reply) => reply.data), []);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [password, setPassword] = useState('');
  const [renamedId, setRenamedId] = useState<string | null>(null);
  const supported = useWebAuthnSupport();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const options = await client.passkeys.registrationOptions();
      const response = await startRegistration({ optionsJSON: options.data });
      showPopup((await client.passkeys.register(name.trim(), response)).msg, 'success');
      setName('');
      reload();
    } catch (error) {
      showModal('Passkeys', passkeyErrorMessage(error));
    }
  };
  const rename = async (passkey: Passkey, newName: string) => {
    try {
      showPopup((await client.passkeys.rename(passkey.id, newName.trim())).msg, 'success');
      setRenamedId(passkey.id);
      reload();
      return true;
    } catch (error) {
      showModal('Passkeys', passkeyErrorMessage(error));
      return false;
    }
  };
  const remove = async (passkey: Passkey) => {
    try {
      showPopup((await client.passkeys.remove(passkey.id, { currentPassword: password })).msg, 'success');
      setRemoving(null);
      setPassword('');
      reload();
    } catch (error) {
      showModal('Passkeys', passkeyErrorMessage(error));
    }
  };
  return (
    <Card as="section" aria-labelledby="passkeys-heading" id="passkeys">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        Sign in with your device&apos;s screen lock, fingerprint or face instead of a password. After your password, a
        passkey also completes two-step sign-in.
      </p>
      <AsyncView state={loaded} what="your passkeys" onRetry={reload}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <p>You have no passkeys yet.</p>
          ) : (
            <ItemList aria-label="Your passkeys">
              {passkeys.map((passkey) => (
                <PasskeyItem
                  key={passkey.id}
                  passkey={passkey}
                  onRename={(newName) => rename(passkey, newName)}
                  onRemove={() => setRemoving(passkey)}
                  renamed={passkey.id === renamedId}
                />
              ))}
            </ItemList>
          )
        }
      </AsyncView>
      {supported ? (
        <form onSubmit={(event) => void add(event)} aria-label="Add a passkey">
          <Input
            label="Name of the new passkey"
            placeholder="For example: Work laptop"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={!name.trim()}>
            Add a passkey
          </Button>
        </form>
      ) : (
        <p>This browser cannot create passkeys.</p>
      )}
      <Modal
        open={removing !== null}
        title={`Remove passkey ${removing?.name ?? ''}?`}
        description="You can no longer sign in with it. Your password is needed unless you signed in within the last 10 minutes."
        onClose={() => {
          setRemoving(null);
          setPassword('');
        }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (removing) void remove(removing);
          }}
        >
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger">
            Remove passkey
          </Button>
        </form>
      </Modal>
    </Card>
  );
}
