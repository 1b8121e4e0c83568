import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function AnnouncementListPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.announcementList.title')} description={t('pages.announcementList.description')} />
  );
}
