import { ModalProvider, PopupProvider, ThemeProvider } from '@csi/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
// The test helper of @csi/ui's own hydration tests (not part of the published package).
import { hydrateOver } from '../../../../../ui/src/testing/hydrateOver';
import { hire } from '../../../content/hire';
import { HireForm } from './HireForm';

/**
 * Renders the hire form to HTML as the server does (with the shell's providers), lets `change` do what a visitor does
 * before the scripts load, then hydrates it inside `act`; returns React's recoverable errors and console.error calls.
 */
const hydrateHireForm = (submit: () => Promise<unknown>, change: (page: HTMLElement) => void) =>
  hydrateOver(
    <ThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={['/hire-developers']}>
        <PopupProvider>
          <ModalProvider>
            <HireForm signedIn content={hire} submit={submit} />
          </ModalProvider>
        </PopupProvider>
      </MemoryRouter>
    </ThemeProvider>,
    change,
  );

/** The radio `name` of the question `legend` in the server's HTML. */
const radio = (page: HTMLElement, legend: string, name: 'Yes' | 'No') =>
  within(within(page).getByRole('group', { name: legend })).getByRole('radio', { name });

describe('HireForm hydrating over choices made before the page hydrated', { timeout: 20_000 }, () => {
  it('offers the file upload when "Do you have designs?" was answered Yes before the page hydrated', async () => {
    const { errors, logged } = await hydrateHireForm(vi.fn(), (page) =>
      radio(page, 'Do you have designs?', 'Yes').click(),
    );
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(screen.getByLabelText('Upload files')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Do you have designs?' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
  });

  it('sends every choice and text made before the page hydrated', async () => {
    const submit = vi.fn().mockResolvedValue({ msg: 'ok', data: null });
    const { errors } = await hydrateHireForm(submit, (page) => {
      const find = within(page);
      const type = (label: string, text: string) => {
        const field = find.getByLabelText<HTMLInputElement>(label);
        field.focus();
        field.value = text;
      };
      type('Full Name', 'Jane Wanjiru');
      type('Email', 'jane@csi.co.ke');
      type('Phone', '+254 700123456');
      type('Project Title', 'SACCO app');
      type('Project Description', 'A loyalty app for our SACCO members with M-Pesa payments and statements.');
      find.getByRole('checkbox', { name: 'Web App' }).click();
      find.getByRole('checkbox', { name: 'Other' }).click();
      radio(page, 'Do you have a specification document?', 'Yes').click();
      find.getByRole<HTMLSelectElement>('combobox', { name: 'Budget Range' }).value = '$5,000-$15,000';
      find.getByRole('checkbox', { name: 'Web' }).click();
      find.getByRole('checkbox', { name: 'Ongoing maintenance and support' }).click();
      find.getByRole('checkbox', { name: hire.agreementLabel }).click();
    });
    expect(errors).toEqual([]);
    expect(screen.getByLabelText('Please specify')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload files')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'SUBMIT REQUEST' });
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Jane Wanjiru',
        softwareTypes: ['Web App', 'Other'],
        hasDesigns: false,
        hasSpecDoc: true,
        budgetRange: '$5,000-$15,000',
        targetPlatforms: ['Web'],
        needsMaintenance: true,
        needsDeployment: false,
        agreement: true,
      }),
    );
  });

  it('changes nothing when the page hydrates as the server rendered it', async () => {
    const submit = vi.fn();
    const { errors, logged } = await hydrateHireForm(submit, () => {});
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(screen.queryByLabelText('Upload files')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Please specify')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT REQUEST' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Budget Range' })).toHaveValue('');
    expect(submit).not.toHaveBeenCalled();
  });
});
