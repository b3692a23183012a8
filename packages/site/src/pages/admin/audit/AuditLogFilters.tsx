import type { AuditLogFilter } from '@csi/api-client';
import { Button, Input } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

/** The kinds an administrator can pick (security events and admin actions). */
export const AUDIT_KINDS = [
  'user.activate',
  'user.deactivate',
  'article.create',
  'article.update',
  'article.delete',
  'api.create',
  'api.update',
  'sign-in',
  'sign-in-failed',
  'second-step-failed',
  'confirm-identity-failed',
  'password-changed',
  'api-key-changed',
  'social-code-changed',
  'session-ended',
  'other-sessions-ended',
  'two-step-on',
  'two-step-off',
  'passkey-added',
  'passkey-removed',
  'passkey-used',
  'recovery-code-used',
  'recovery-codes-created',
  'factors-reset',
];

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  select {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** Props of {@link AuditLogFilters}. */
export interface AuditLogFiltersProps {
  /** Called with the filters when the form is submitted (empty fields left out). */
  onApply: (filter: AuditLogFilter) => void;
  /** Called with the filters to download them as CSV. */
  onDownload: (filter: AuditLogFilter) => void;
}

/** The audit log's filters: actor (part of an e-mail), action, first and last day; Apply and Download CSV. */
export function AuditLogFilters({ onApply, onDownload }: AuditLogFiltersProps) {
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = (): AuditLogFilter => ({
    ...(actor.trim() ? { actor: actor.trim() } : {}),
    ...(kind ? { kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter());
  };
  return (
    <Form onSubmit={apply} aria-label="Filter the audit log">
      <Input label="Actor e-mail" value={actor} onChange={(e) => setActor(e.target.value)} autoComplete="off" />
      <label>
        Action
        <select value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">Any action</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <Input label="From day" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <Input label="To day" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit">Apply filters</Button>
      <Button variant="secondary" onClick={() => onDownload(filter())}>
        Download CSV
      </Button>
    </Form>
  );
}
