import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function GoodsCheckoutPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.goodsCheckout.title')} description={t('pages.goodsCheckout.description')} />;
}
