import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function GoodsPayPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.goodsPay.title')} description={t('pages.goodsPay.description')} />;
}
