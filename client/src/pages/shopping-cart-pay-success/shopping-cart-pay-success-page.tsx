import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function ShoppingCartPaySuccessPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('pages.shoppingCartPaySuccess.title')}
      description={t('pages.shoppingCartPaySuccess.description')}
    />
  );
}
