import type { SocialProfile } from '@csi/api-client';
import { Avatar, Card, NotFound } from '@csi/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { RouterLink } from '../../../shell/RouterLink';

const Centered = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
  text-align: center;
`;

/** The spec's 'chat user' action: a link to the chat app, where shared profiles are opened, styled as a button. */
const ChatLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The message of the not-found state (also the page's meta description). */
export const PROFILE_NOT_FOUND =
  'This profile could not be found: the account may have been deleted, or the code is invalid.';

/** Props of {@link SocialProfileView}. */
export interface SocialProfileViewProps {
  /** The profile, or null when the code matches none. */
  profile: SocialProfile | null;
}

/** The shared profile: picture, name, congratulation and 'chat user'; or the not-found message. */
export function SocialProfileView({ profile }: SocialProfileViewProps) {
  const hintId = useId();
  if (!profile) {
    return <NotFound title="Profile not found" message={PROFILE_NOT_FOUND} linkComponent={RouterLink} />;
  }
  return (
    <Centered forwardedAs="section" aria-labelledby="profile-name">
      {/* A profile without a picture shows none (an empty src would load the page again as an image). */}
      {profile.profile_url && (
        <Avatar size={140} src={profile.profile_url} alt={`Profile picture of ${profile.profile_name}`} />
      )}
      <h1 id="profile-name">{profile.profile_name}</h1>
      <p>Congratulations, you found {profile.profile_name}! This profile was shared with you from the CSI chat app.</p>
      <ChatLink href={company.social.chatApp} target="_blank" rel="noreferrer" aria-describedby={hintId}>
        chat user
      </ChatLink>
      <p id={hintId}>
        Opens the CSI chat app on Google Play: install it on your Android phone, then chat with {profile.profile_name}{' '}
        there.
      </p>
    </Centered>
  );
}
