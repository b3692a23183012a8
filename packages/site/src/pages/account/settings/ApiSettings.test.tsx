import { ApiError, type Profile } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProfile, renderPage } from '../testing/renderPage';
import { ApiSettings } from './ApiSettings';

const renderSettings = (changes: Partial<Profile>, onRotate = vi.fn(), onToggleBlock = vi.fn()) =>
  renderPage(
    <ApiSettings
      profile={{ ...emptyProfile, ...changes }}
      onRotate={onRotate}
      onToggleBlock={onToggleBlock}
      onCopyError={vi.fn()}
    />,
  );

/** Presses 'Change API key' and confirms with the current password in its dialog. */
async function changeKey(currentPassword = 'my-current-password') {
  await userEvent.click(screen.getByRole('button', { name: 'Change API key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change API key' });
  await fill(within(dialog).getByLabelText('Current password'), currentPassword);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change API key' }));
}

/** Uses one of the two controls: the key change (confirmed with a password) or the revoke switch. */
const use = (control: string) =>
  control === 'Change API key' ? changeKey() : userEvent.click(screen.getByRole('switch', { name: control }));

/** Puts `text` into a field at once, as a password manager does (typing it key by key is slow). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('ApiSettings', () => {
  it('shows the masked key and the revoke switch in the state of the profile', () => {
    renderSettings({ apiKey: 'csi_0123456789abcdef', apiKeyBlocked: true });
    const section = screen.getByRole('region', { name: 'API Settings' });
    expect(within(section).getByText('csi_0123********cdef')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Revoke API key' })).toBeChecked();
  });

  it('given no key, shows Not set', () => {
    renderSettings({ apiKey: null });
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('changes the key and toggles the revoke switch, showing the server msg', async () => {
    const onRotate = vi.fn().mockResolvedValue({ msg: 'API key changed.' });
    const onToggleBlock = vi.fn().mockResolvedValue({ msg: 'API key revoked.' });
    renderSettings({ apiKeyBlocked: false }, onRotate, onToggleBlock);
    await changeKey('my-current-password');
    expect(onRotate).toHaveBeenCalledWith('my-current-password');
    expect(await screen.findByText('API key changed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Revoke API key' }));
    expect(onToggleBlock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('API key revoked.')).toBeInTheDocument();
  });

  it('asks for the current password before changing the key, and changes nothing without it', async () => {
    const onRotate = vi.fn();
    renderSettings({}, onRotate);
    await userEvent.click(screen.getByRole('button', { name: 'Change API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change API key' }));
    expect(within(dialog).getByText('Enter your current password to make this change.')).toBeInTheDocument();
    expect(onRotate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRotate).not.toHaveBeenCalled();
  });

  it.each([
    ['Change API key', 'API Key Update Error'],
    ['Revoke API key', 'API Usage Update Error'],
  ])("given a 4xx refusal of %j, shows '%s' with the server's msg", async (control, title) => {
    const failure = vi.fn().mockRejectedValue(new ApiError(429, 'Too many key changes. Try again in a minute.'));
    renderSettings({}, failure, failure);
    await use(control);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText('Too many key changes. Try again in a minute.')).toBeInTheDocument();
  });

  it.each([
    ['Change API key', 'API Key Update Error'],
    ['Revoke API key', 'API Usage Update Error'],
  ])("given a 5xx failure of %j, shows '%s' with the generic text", async (control, title) => {
    const failure = vi.fn().mockRejectedValue(new ApiError(503, 'connect ECONNREFUSED 10.0.0.7:5432'));
    renderSettings({}, failure, failure);
    await use(control);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});
