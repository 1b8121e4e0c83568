import { useTranslation } from 'react-i18next';
import { ProfileBasicsForm } from '../../features/profile/profile-basics-form';
import { ProfilePageFrame } from '../../features/profile/profile-page-frame';

/** Spec §2 `/user/info1`: the basic profile. */
export default function UserInfo1Page() {
  const { t } = useTranslation();
  return (
    <ProfilePageFrame title={t('profile.basicsTab')}>
      {(viewer, refetch) => <ProfileBasicsForm viewer={viewer} onAvatarUploaded={refetch} />}
    </ProfilePageFrame>
  );
}
