import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import { Button, Modal, PasswordInput } from '@csi/ui';
import { type FormEvent, useState } from 'react';

/** Props of {@link CurrentPasswordDialog}. */
export interface CurrentPasswordDialogProps {
  /** The dialog's title: the change it confirms, e.g. 'Change API key'. */
  title: string;
  /** What will happen once confirmed. */
  description: string;
  /** Called with the typed current password, after the dialog closed. */
  onConfirm: (currentPassword: string) => void;
  /** Called on Cancel, the close icon, the overlay or Escape, and after confirming. */
  onClose: () => void;
}

/** Asks for the current password before a sensitive change (API key, social code); mount it while asking. */
export function CurrentPasswordDialog({ title, description, onConfirm, onClose }: CurrentPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim()) return setError(CURRENT_PASSWORD_MESSAGES.required);
    onClose();
    onConfirm(password);
  };
  return (
    <Modal open title={title} description={description} onClose={onClose}>
      <form onSubmit={confirm} noValidate>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit">{title}</Button>
      </form>
    </Modal>
  );
}
