import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function UserOrderEvaluatePage() {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('pages.userOrderEvaluate.title')} description={t('pages.userOrderEvaluate.description')} />
  );
}
