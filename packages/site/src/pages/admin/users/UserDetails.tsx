import type { AdminActivationAction, AdminUser } from '@csi/api-client';
import { Avatar, Button, Card, Modal } from '@csi/ui';
import { useState } from 'react';
import { DetailList } from '../../account/shared/DetailList';
import { otherDetails, personalDetails } from '../../account/shared/profileDetails';
import { Select } from '../../account/shared/Select';

/** Props of {@link UserDetails}. */
export interface UserDetailsProps {
  /** The user shown. */
  user: AdminUser;
  /** Activates or deactivates the account. */
  onActivation: (action: AdminActivationAction) => void;
}

const ACTIVATION_OPTIONS = [
  { value: '', label: 'Choose an action' },
  { value: 'deactivate', label: 'Deactivate Account' },
  { value: 'activate', label: 'Activate Account' },
] as const;

/**
 * A user's Personal Details (with picture), Other Details and the 'Manage Account Activation' select. Deactivation
 * locks the person out at once, so it is asked first, saying so; activation applies when chosen.
 */
export function UserDetails({ user, onActivation }: UserDetailsProps) {
  const [confirming, setConfirming] = useState(false);
  const choose = (action: AdminActivationAction | '') => {
    if (action === 'deactivate') setConfirming(true);
    else if (action) onActivation(action);
  };
  return (
    <Card as="section" aria-label={`Details of ${user.email}`}>
      <h2>Personal Details</h2>
      {user.profilePicture && <Avatar size={80} src={user.profilePicture} alt={`Profile picture of ${user.email}`} />}
      <DetailList details={[{ label: 'User id', value: user.userId }, ...personalDetails(user)]} />
      <h2>Other Details</h2>
      <DetailList details={otherDetails(user)} />
      <Select
        key={user.userId}
        label="Manage Account Activation"
        value=""
        options={ACTIVATION_OPTIONS}
        onChange={choose}
      />
      <Modal open={confirming} title="Deactivate Account" onClose={() => setConfirming(false)}>
        <p>
          Deactivate {user.email}? They are signed out at once and can neither sign in nor call the APIs until an
          administrator activates the account again.
        </p>
        <Button
          variant="danger"
          onClick={() => {
            setConfirming(false);
            onActivation('deactivate');
          }}
        >
          Deactivate Account
        </Button>
      </Modal>
    </Card>
  );
}
