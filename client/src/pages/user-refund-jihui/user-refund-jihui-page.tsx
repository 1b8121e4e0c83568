import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserRefundJihuiPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.userRefundJihui.title')} description={t('pages.userRefundJihui.description')} />;
}
