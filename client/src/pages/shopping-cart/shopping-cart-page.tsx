import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function ShoppingCartPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.shoppingCart.title')} description={t('pages.shoppingCart.description')} />;
}
