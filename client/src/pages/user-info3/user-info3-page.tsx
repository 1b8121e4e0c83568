import { useTranslation } from 'react-i18next';
import { ProfileContact } from '../../features/profile/profile-contact';
import { ProfilePageFrame } from '../../features/profile/profile-page-frame';

/** Spec §2 `/user/info3`: contact details and the invitation code. */
export default function UserInfo3Page() {
  const { t } = useTranslation();
  return (
    <ProfilePageFrame title={t('profile.contactTab')}>
      {(viewer) => <ProfileContact viewer={viewer} />}
    </ProfilePageFrame>
  );
}
