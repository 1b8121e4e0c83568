import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function ShoppingCartPayOrderPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('pages.shoppingCartPayOrder.title')}
      description={t('pages.shoppingCartPayOrder.description')}
    />
  );
}
