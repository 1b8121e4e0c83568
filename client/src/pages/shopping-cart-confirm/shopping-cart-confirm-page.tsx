import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function ShoppingCartConfirmPage() {
  const { t } = useTranslation();
  return (
    <PlannedPage
      title={t('pages.shoppingCartConfirm.title')}
      description={t('pages.shoppingCartConfirm.description')}
    />
  );
}
