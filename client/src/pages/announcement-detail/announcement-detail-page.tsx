import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function AnnouncementDetailPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.announcementDetail.title')} description={t('pages.announcementDetail.description')} />
  );
}
