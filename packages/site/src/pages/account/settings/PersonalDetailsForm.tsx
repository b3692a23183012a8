import {
  GENDERS,
  type Gender,
  type Profile,
  type ProfileUpdateBasicParams,
  type UploadProgress,
  validateUsername,
} from '@csi/api-client';
import {
  Avatar,
  Button,
  Card,
  DateSelector,
  FileInput,
  Input,
  parseIsoDate,
  requiredFieldError,
  toIsoDate,
  useUpload,
} from '@csi/ui';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../../hooks/useFeedback';
import { useServerAction } from '../../../hooks/useServerAction';
import { plainOptions, Select } from '../shared/Select';

/** Body of the 'Profile Update Error' modal (SPEC section 8) when the server gave no reason (no answer, a 5xx). */
export const PROFILE_UPDATE_ERROR = 'We could not update your profile. Please try again later.';

/** Props of {@link PersonalDetailsForm}. */
export interface PersonalDetailsFormProps {
  /** The profile the form starts from. */
  profile: Profile;
  /** Saves the details (username already checked); resolves with the server's msg, rejects on failure. */
  onSave: (params: ProfileUpdateBasicParams) => Promise<{ msg: string }>;
  /**
   * Uploads and sets a new profile picture, reporting the upload's bytes sent to `onUploadProgress`; resolves with
   * the server's msg, rejects on failure.
   */
  onPicture: (file: File, onUploadProgress: (progress: UploadProgress) => void) => Promise<{ msg: string }>;
}

/**
 * Personal details: username (required), phone, full name, gender, date of birth and the profile picture. A save or
 * upload shows the server's msg; a failure shows 'Profile Update Error' with the server's reason for a 4xx answer,
 * else asking to try again later.
 */
export function PersonalDetailsForm({ profile, onSave, onPicture }: PersonalDetailsFormProps) {
  const { showModal } = useFeedback();
  const attempt = useServerAction();
  const upload = useUpload();
  const [username, setUsername] = useState(profile.username ?? '');
  const [phoneNumber, setPhoneNumber] = useState(profile.phoneNumber ?? '');
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [gender, setGender] = useState<Gender | ''>(profile.gender ?? '');
  const [birth, setBirth] = useState(parseIsoDate(profile.dateOfBirth ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = requiredFieldError('Username', username) ?? validateUsername(username);
    if (invalid) return showModal('Validation Error', invalid);
    const params = { username: username.trim(), phoneNumber, fullName, gender, dateOfBirth: toIsoDate(birth) };
    void attempt('Profile Update Error', () => onSave(params), PROFILE_UPDATE_ERROR);
  };
  return (
    <Card as="section" aria-label="Personal details">
      <h2>Personal details</h2>
      <form onSubmit={submit} noValidate>
        <Input label="Username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <Input label="Full name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        <Input label="Phone number" type="tel" value={phoneNumber} onChange={(e) => setPhoneNumber(e.target.value)} />
        <Select
          label="Gender"
          value={gender}
          options={[{ value: '', label: 'Not set' }, ...plainOptions(GENDERS)]}
          onChange={setGender}
        />
        <DateSelector label="Date of birth" value={birth} onChange={setBirth} />
        <Button type="submit">Save details</Button>
      </form>
      {/* The current picture beside its change, so the user sees what a new one replaces. */}
      {profile.profilePicture ? (
        <Avatar size={96} src={profile.profilePicture} alt="Your current profile picture" />
      ) : (
        <p>No profile picture yet.</p>
      )}
      <FileInput
        label="Profile picture"
        accept="image/png,image/jpeg,image/gif,image/webp"
        upload={upload.state}
        disabled={upload.state.phase !== 'idle'}
        onFiles={([file]) => {
          if (!file) return;
          const send = () => upload.track(file.size, (onUploadProgress) => onPicture(file, onUploadProgress));
          void attempt('Profile Update Error', send, PROFILE_UPDATE_ERROR);
        }}
      />
    </Card>
  );
}
