import { useMutation } from '@apollo/client/react';
import { Button, Radio, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import type { Gender } from '../../gql/graphql';
import { showUserErrors } from '../login/user-errors';
import { updateStoredUser } from '../session/session-store';
import { storedUserFrom } from '../session/session-user';
import { showToast } from '../toast/show-toast';
import { AvatarUpload } from './avatar-upload';
import { ProfileFieldsFragment, UpdateProfileMutation } from './profile-fields';

const formFields = ['nickname', 'gender', 'birthday', 'location'] as const;
type FormField = (typeof formFields)[number];
const genders: Gender[] = ['MALE', 'FEMALE', 'SECRET'];

/** `/user/info1`: avatar, nickname (at most 10 characters), gender, birthday and location. */
export function ProfileBasicsForm(props: {
  viewer: FragmentType<typeof ProfileFieldsFragment>;
  onAvatarUploaded: () => void;
}) {
  const { t } = useTranslation();
  const viewer = getFragmentData(ProfileFieldsFragment, props.viewer);
  const [nickname, setNickname] = useState(viewer.nickName ?? '');
  const [gender, setGender] = useState<Gender>(viewer.gender);
  const [birthday, setBirthday] = useState(viewer.birthday ?? '');
  const [location, setLocation] = useState(viewer.location ?? '');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const genderLabels: Record<Gender, string> = {
    MALE: t('profile.genderMale'),
    FEMALE: t('profile.genderFemale'),
    SECRET: t('profile.genderSecret'),
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setErrors({});
    const result = await updateProfile({ variables: { input: { nickname, gender, birthday, location } } }).catch(
      () => undefined,
    );
    const payload = result?.data?.updateProfile;
    if (!payload) return;
    showUserErrors(payload.userErrors, formFields, setErrors);
    if (!payload.viewer) return;
    // The header shows the display name, which the nickname may have changed.
    updateStoredUser(storedUserFrom(payload.viewer));
    showToast(t('profile.saved'), 'success');
  }

  return (
    <Stack gap="md">
      <AvatarUpload
        avatarUrl={viewer.avatarUrl ?? null}
        name={viewer.displayName}
        onUploaded={props.onAvatarUploaded}
      />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={t('profile.nickname')}
            description={t('profile.nicknameHint')}
            value={nickname}
            onChange={(event) => setNickname(event.currentTarget.value)}
            error={errors.nickname}
          />
          <Radio.Group
            label={t('profile.gender')}
            value={gender}
            onChange={(value) => setGender(value as Gender)}
            error={errors.gender}
          >
            <Group gap="md" mt={4}>
              {genders.map((value) => (
                <Radio key={value} value={value} label={genderLabels[value]} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            type="date"
            label={t('profile.birthday')}
            value={birthday}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(event) => setBirthday(event.currentTarget.value)}
            error={errors.birthday}
          />
          <TextInput
            label={t('profile.location')}
            value={location}
            onChange={(event) => setLocation(event.currentTarget.value)}
            error={errors.location}
          />
          <Button type="submit" loading={loading}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
