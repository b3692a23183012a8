import { validateContactForm, type ContactMessage } from '@csi/api-client';
import { Button, Input, TextArea } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';
import { useHydrated } from '../../../hooks/useHydrated';
import { errorMessage } from '../../../lib/errorMessage';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const EMPTY: ContactMessage = { customer_name: '', customer_email: '', customer_subject: '', customer_message: '' };

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Sends the message; resolves with the server's confirmation, rejects with its error. */
  send: (message: ContactMessage) => Promise<{ msg: string }>;
}

/** The contact form: name then e-mail checked ('Validation Error'), then 'Success' or 'Error' with the server's msg. */
export function ContactForm({ send }: ContactFormProps) {
  const [message, setMessage] = useState(EMPTY);
  const { showModal } = useFeedback();
  // Server-rendered: usable once the page runs (a native submit would send the message nowhere).
  const disabled = !useHydrated();
  const set = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setMessage({ ...message, [field]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateContactForm(message);
    if (error) return showModal('Validation Error', error);
    try {
      const reply = await send(message);
      showModal('Success', reply.msg);
      setMessage(EMPTY);
    } catch (failure) {
      showModal('Error', errorMessage(failure));
    }
  };
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
      <Input
        label="Name"
        required
        autoComplete="name"
        value={message.customer_name}
        onChange={set('customer_name')}
        disabled={disabled}
      />
      <Input
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={message.customer_email}
        onChange={set('customer_email')}
        disabled={disabled}
      />
      <Input
        label="Subject"
        required
        value={message.customer_subject}
        onChange={set('customer_subject')}
        disabled={disabled}
      />
      <TextArea
        label="Message"
        required
        rows={6}
        value={message.customer_message}
        onChange={set('customer_message')}
        disabled={disabled}
      />
      <Button type="submit" disabled={disabled}>
        SEND MESSAGE
      </Button>
    </Form>
  );
}
