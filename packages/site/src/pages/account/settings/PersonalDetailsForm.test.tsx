import { ApiError, type Profile } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProfile, renderPage } from '../testing/renderPage';
import { PersonalDetailsForm, PROFILE_UPDATE_ERROR } from './PersonalDetailsForm';

const profile: Profile = { ...emptyProfile, fullName: 'Ada Wanjiru', gender: 'Female', dateOfBirth: '1990-03-04' };

describe('PersonalDetailsForm', { timeout: 20_000 }, () => {
  it('starts from the profile and saves the changed details, then shows the server msg', async () => {
    const onSave = vi.fn().mockResolvedValue({ msg: 'Profile updated.' });
    renderPage(<PersonalDetailsForm profile={profile} onSave={onSave} onPicture={vi.fn()} />);
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Wanjiru');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    await userEvent.type(screen.getByLabelText('Phone number'), '+254700123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSave).toHaveBeenCalledWith({
      username: 'ada',
      phoneNumber: '+254700123456',
      fullName: 'Ada Wanjiru',
      gender: 'Female',
      dateOfBirth: '1990-03-04',
    });
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
  });

  it('shows the current profile picture beside its change, or says there is none', () => {
    const { unmount } = renderPage(
      <PersonalDetailsForm
        profile={{ ...profile, profilePicture: '/images/0123456789abcdef0123456789abcdef.jpg' }}
        onSave={vi.fn()}
        onPicture={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Your current profile picture' })).toHaveAttribute(
      'src',
      '/images/0123456789abcdef0123456789abcdef.jpg',
    );
    unmount();
    renderPage(<PersonalDetailsForm profile={profile} onSave={vi.fn()} onPicture={vi.fn()} />);
    expect(screen.queryByRole('img', { name: 'Your current profile picture' })).not.toBeInTheDocument();
    expect(screen.getByText('No profile picture yet.')).toBeInTheDocument();
  });

  it('refuses an empty username with the required-field message', async () => {
    const onSave = vi.fn();
    renderPage(<PersonalDetailsForm profile={profile} onSave={onSave} onPicture={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Username field is required.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a username with characters outside the username rule, naming the allowed ones', async () => {
    const onSave = vi.fn();
    renderPage(<PersonalDetailsForm profile={profile} onSave={onSave} onPicture={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'ada wanjiru<b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Username may only contain letters, digits, dots (.), underscores (_) and hyphens (-).',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("given a save refused with a 4xx, shows 'Profile Update Error' with the server's msg", async () => {
    const refusal = new ApiError(400, 'Full name must only contain letters and spaces.');
    const onSave = vi.fn().mockRejectedValue(refusal);
    renderPage(<PersonalDetailsForm profile={profile} onSave={onSave} onPicture={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Update Error' });
    expect(within(dialog).getByText('Full name must only contain letters and spaces.')).toBeInTheDocument();
    expect(within(dialog).queryByText(PROFILE_UPDATE_ERROR)).not.toBeInTheDocument();
  });

  it("given a save failing with a 5xx, shows 'Profile Update Error' asking to try again later", async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(500, 'Database unavailable'));
    renderPage(<PersonalDetailsForm profile={profile} onSave={onSave} onPicture={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Update Error' });
    expect(within(dialog).getByText(PROFILE_UPDATE_ERROR)).toBeInTheDocument();
    expect(PROFILE_UPDATE_ERROR).toBe('We could not update your profile. Please try again later.');
  });

  it("uploads a chosen picture, and shows 'Profile Update Error' asking to try again later when the upload fails", async () => {
    const onPicture = vi.fn().mockRejectedValue(new ApiError(0, 'Network Error'));
    renderPage(<PersonalDetailsForm profile={profile} onSave={vi.fn()} onPicture={onPicture} />);
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile picture'), picture);
    expect(onPicture).toHaveBeenCalledWith(picture, expect.any(Function));
    const dialog = await screen.findByRole('dialog', { name: 'Profile Update Error' });
    expect(within(dialog).getByText(PROFILE_UPDATE_ERROR)).toBeInTheDocument();
  });
});
