import { validateHireRequest, type HireRequest } from '@csi/api-client';
import { Button } from '@csi/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HireContent } from '../../../content/hire';
import { useFeedback } from '../../../hooks/useFeedback';
import { errorMessage } from '../../../lib/errorMessage';
import { Checkable } from './Choices';
import { EMPTY_HIRE_REQUEST, type UpdateHire } from './emptyHireRequest';
import { Fieldset } from './Fieldset';
import {
  AdditionalServices,
  AssetsProvided,
  BudgetTimeline,
  ProjectGoals,
  ProjectOverview,
  TechnicalPreferences,
  UserInformation,
} from './HireSections';

/** The popup after a request was accepted (SPEC section 8). */
export const HIRE_SUCCESS_MESSAGE = 'Your project request was submitted successfully!';

/** The notice above the form for visitors who are not signed in. */
export const SIGN_IN_NOTICE = 'You need to sign in to send a request';

/** Props of {@link HireForm}. */
export interface HireFormProps {
  /** Whether the visitor is signed in; when not, a notice with a login link opens the form. */
  signedIn: boolean;
  /** Sends the request (needs a token); rejects with the server's or the local error. */
  submit: (request: HireRequest) => Promise<unknown>;
  /** Section introductions and labels. */
  content: HireContent;
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/**
 * The hire request form: a sign-in notice for logged-out visitors, seven sections, agreement, checks in order
 * ('Validation error'), then the call.
 */
export function HireForm({ signedIn, submit, content }: HireFormProps) {
  const [form, setForm] = useState(EMPTY_HIRE_REQUEST);
  const { showModal, showPopup } = useFeedback();
  const intro = (index: number) => content.sections[index]?.intro ?? '';
  const update: UpdateHire = (field, value) => setForm((current) => ({ ...current, [field]: value }));
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateHireRequest(form);
    if (error) return showModal('Validation error', error);
    try {
      await submit(form);
      showPopup(HIRE_SUCCESS_MESSAGE, 'success');
      setForm(EMPTY_HIRE_REQUEST);
    } catch (failure) {
      showModal('Error', errorMessage(failure));
    }
  };
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Hire request">
      {!signedIn && (
        <Notice role="note">
          {SIGN_IN_NOTICE}: <Link to="/auth/login">sign in</Link> or <Link to="/auth/register">create an account</Link>{' '}
          first.
        </Notice>
      )}
      <UserInformation form={form} update={update} intro={intro(0)} />
      <ProjectOverview form={form} update={update} intro={intro(1)} />
      <ProjectGoals form={form} update={update} intro={intro(2)} />
      <AssetsProvided form={form} update={update} intro={intro(3)} />
      <BudgetTimeline form={form} update={update} intro={intro(4)} />
      <TechnicalPreferences form={form} update={update} intro={intro(5)} />
      <AdditionalServices form={form} update={update} intro={intro(6)} />
      <Fieldset>
        <legend>Agreement</legend>
        <Checkable
          type="checkbox"
          checked={form.agreement}
          onChange={(e) => update('agreement', e.target.checked)}
          label={content.agreementLabel}
        />
      </Fieldset>
      <Button type="submit" disabled={!form.agreement}>
        {content.submitLabel}
      </Button>
    </form>
  );
}
