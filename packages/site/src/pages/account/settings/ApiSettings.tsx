import type { Profile } from '@csi/api-client';
import { Button, Card, KeyMask } from '@csi/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useServerAction } from '../../../hooks/useServerAction';
import { CurrentPasswordDialog } from './CurrentPasswordDialog';

/** Props of {@link ApiSettings}. */
export interface ApiSettingsProps {
  /** The profile with the key and its blocked state. */
  profile: Profile;
  /** Issues a new API key with the current password; resolves with the server's msg, rejects on failure. */
  onRotate: (currentPassword: string) => Promise<{ msg: string }>;
  /** Blocks or unblocks the key; resolves with the server's msg, rejects on failure. */
  onToggleBlock: () => Promise<{ msg: string }>;
  /** Shows why copying the key failed. */
  onCopyError: (message: string) => void;
}

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * API Settings: the masked key with 'Change API key' (which asks for the current password first), and the revoke
 * switch that blocks its use. Each shows the server's msg, or 'API Key Update Error' / 'API Usage Update Error' with
 * the server's reason.
 */
export function ApiSettings({ profile, onRotate, onToggleBlock, onCopyError }: ApiSettingsProps) {
  const hintId = useId();
  const attempt = useServerAction();
  const [asking, setAsking] = useState(false);
  return (
    <Card as="section" aria-label="API Settings">
      <h2>API Settings</h2>
      <KeyMask apiKey={profile.apiKey ?? ''} label="API key" onCopyError={onCopyError} />
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Change API key
        </Button>
      </div>
      {asking && (
        <CurrentPasswordDialog
          title="Change API key"
          description="Your current key stops working at once, and your other sessions are signed out."
          onConfirm={(currentPassword) => void attempt('API Key Update Error', () => onRotate(currentPassword))}
          onClose={() => setAsking(false)}
        />
      )}
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={profile.apiKeyBlocked}
          aria-describedby={hintId}
          onChange={() => void attempt('API Usage Update Error', onToggleBlock)}
        />
        Revoke API key
      </Switch>
      <p id={hintId}>
        While revoked, calls with your key are refused (Lock Account). Switch it off to use your key again.
      </p>
    </Card>
  );
}
