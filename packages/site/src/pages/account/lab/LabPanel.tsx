import type { ApiDefinition, Profile } from '@csi/api-client';
import { PlaygroundPanel, type PlaygroundRequest } from '@csi/ui';
import { useFeedback } from '../../../hooks/useFeedback';
import { API_KEY_BLOCKED_MESSAGE, API_KEY_BLOCKED_TITLE } from './apiKeyBlocked';

/** Props of {@link LabPanel}. */
export interface LabPanelProps {
  /** The API under test. */
  api: ApiDefinition;
  /** The user's profile: key, username and whether the key is blocked. */
  profile: Profile;
  /** Sends a request; resolves with the reply, rejects with the error body. */
  send: (request: PlaygroundRequest) => Promise<unknown>;
}

/** The playground of one API, prefilled with the user's key and username; refuses to send with a blocked key. */
export function LabPanel({ api, profile, send }: LabPanelProps) {
  const { showModal, showPopup } = useFeedback();
  const onSend = (request: PlaygroundRequest) => {
    if (!profile.apiKeyBlocked) return send(request);
    showModal(API_KEY_BLOCKED_TITLE, API_KEY_BLOCKED_MESSAGE);
    return Promise.reject(new Error(API_KEY_BLOCKED_TITLE));
  };
  return (
    <PlaygroundPanel
      api={api}
      apiBase={window.location.origin}
      apiKey={profile.apiKey ?? ''}
      apiUsername={profile.apiUsername ?? ''}
      onSend={onSend}
      onCopyError={(message) => showPopup(message, 'error')}
    />
  );
}
