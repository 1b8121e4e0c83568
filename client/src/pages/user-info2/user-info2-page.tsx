import { useTranslation } from 'react-i18next';
import { ProfilePageFrame } from '../../features/profile/profile-page-frame';
import { ProfileWorkForm } from '../../features/profile/profile-work-form';

/** Spec §2 `/user/info2`: name, company and position. */
export default function UserInfo2Page() {
  const { t } = useTranslation();
  return (
    <ProfilePageFrame title={t('profile.workTab')}>{(viewer) => <ProfileWorkForm viewer={viewer} />}</ProfilePageFrame>
  );
}
