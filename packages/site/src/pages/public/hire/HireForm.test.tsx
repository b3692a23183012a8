import { TokenNotAvailableError } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hire } from '../../../content/hire';
import { renderView } from '../../../lib/testing/renderView';
import { HIRE_SUCCESS_MESSAGE, HireForm, SIGN_IN_NOTICE } from './HireForm';

const DESCRIPTION = 'A loyalty app for our SACCO members with M-Pesa payments and statements.';

/** Renders the form, ticks the agreement, types the given fields and submits; answers the modal text, if any. */
async function submitWith(fields: Record<string, string>, submit = vi.fn(), signedIn = true) {
  renderView(<HireForm signedIn={signedIn} content={hire} submit={submit} />);
  const user = userEvent.setup();
  for (const [label, text] of Object.entries(fields)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('checkbox', { name: hire.agreementLabel }));
  await user.click(screen.getByRole('button', { name: 'SUBMIT REQUEST' }));
  return { submit, dialog: screen.queryByRole('dialog') };
}

const valid = {
  'Full Name': "Jane O'Neil-Wanjiru",
  Email: 'jane@csi.co.ke',
  Phone: '+254 700123456',
  'Project Title': 'SACCO app',
  'Project Description': DESCRIPTION,
};

describe('HireForm', { timeout: 20_000 }, () => {
  it('shows the seven sections and keeps SUBMIT REQUEST disabled until the agreement is ticked', async () => {
    renderView(<HireForm signedIn content={hire} submit={vi.fn()} />);
    for (const name of hire.sections.map((section) => section.title)) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const button = screen.getByRole('button', { name: 'SUBMIT REQUEST' });
    expect(button).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: hire.agreementLabel }));
    expect(button).toBeEnabled();
  });

  it('asks "Please specify" only while the software types include Other', async () => {
    renderView(<HireForm signedIn content={hire} submit={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Please specify')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Web App' }));
    expect(screen.queryByLabelText('Please specify')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText('Please specify')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByLabelText('Please specify')).not.toBeInTheDocument();
  });

  it('offers the file upload only when designs or a specification document are marked Yes', async () => {
    renderView(<HireForm signedIn content={hire} submit={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Upload files')).not.toBeInTheDocument();
    const specGroup = screen.getByRole('group', { name: 'Do you have a specification document?' });
    await user.click(within(specGroup).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Upload files')).toBeInTheDocument();
  });

  it.each([
    [{}, 'Please enter a valid full name (2-100 characters)'],
    [{ 'Full Name': 'Jane' }, 'Please enter a valid email address'],
    [
      { 'Full Name': 'Jane', Email: 'jane@csi.co.ke', Phone: '12345' },
      'Please enter a valid phone number (6-20 digits, international format accepted)',
    ],
    [{ ...valid, 'Project Title': 'App' }, 'Project title must be between 5-200 characters'],
    [{ ...valid, 'Project Description': 'Too short.' }, 'Project description must be between 50-5000 characters'],
  ])('given %j, stops with "%s" in a "Validation error" modal', async (fields, message) => {
    const { submit, dialog } = await submitWith(fields);
    expect(dialog).toHaveAccessibleName('Validation error');
    expect(within(dialog as HTMLElement).getByText(message)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('given a valid request, sends the whole form and shows the success popup', async () => {
    const { submit, dialog } = await submitWith(valid, vi.fn().mockResolvedValue({ msg: 'ok', data: null }));
    expect(dialog).toBeNull();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: valid['Full Name'], projectDescription: DESCRIPTION, agreement: true }),
    );
    expect(await screen.findByText(HIRE_SUCCESS_MESSAGE)).toBeInTheDocument();
  });

  it("given no token, still checks and sends on submit, then shows 'Token not available' in an 'Error' modal", async () => {
    await submitWith(valid, vi.fn().mockRejectedValue(new TokenNotAvailableError()), false);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Token not available')).toBeInTheDocument();
  });

  it('tells a logged-out visitor, above the first section, to sign in, with a link to the login page', () => {
    renderView(<HireForm signedIn={false} content={hire} submit={vi.fn()} />);
    const notice = screen.getByRole('note');
    expect(SIGN_IN_NOTICE).toBe('You need to sign in to send a request');
    expect(notice).toHaveTextContent(SIGN_IN_NOTICE);
    expect(within(notice).getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/auth/login');
    const firstSection = screen.getByRole('group', { name: hire.sections[0]?.title });
    expect(notice.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no sign-in notice to a signed-in user', () => {
    renderView(<HireForm signedIn content={hire} submit={vi.fn()} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(SIGN_IN_NOTICE, { exact: false })).not.toBeInTheDocument();
  });
});
