import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { PROFILE_NOT_FOUND, SocialProfileView } from './SocialProfileView';

const profile = { profile_url: 'https://images.example/ada.png', profile_name: 'Ada Wanjiru' };

describe('SocialProfileView', () => {
  it('shows the picture, the name, the congratulation and a chat user link to the chat app', () => {
    renderView(<SocialProfileView profile={profile} />);
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Wanjiru' })).toHaveAttribute(
      'src',
      profile.profile_url,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText(/Congratulations, you found Ada Wanjiru!/)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'chat user' });
    expect(chat).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=ke.co.csi.chat');
    expect(chat).toHaveAccessibleDescription(/Opens the CSI chat app on Google Play.*chat with Ada Wanjiru there\./);
  });

  it('given a profile without a picture, shows no image (an empty src would load the page again)', () => {
    renderView(<SocialProfileView profile={{ ...profile, profile_url: '' }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Wanjiru' })).toBeInTheDocument();
  });

  it('given no profile, says it could not be found (deleted account or invalid code) with a way home', () => {
    renderView(<SocialProfileView profile={null} />);
    expect(screen.getByText(PROFILE_NOT_FOUND)).toBeInTheDocument();
    expect(PROFILE_NOT_FOUND).toMatch(/deleted/);
    expect(PROFILE_NOT_FOUND).toMatch(/invalid/);
    expect(screen.queryByRole('link', { name: 'chat user' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RETURN TO SAFETY' })).toHaveAttribute('href', '/');
  });
});
