import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { FlashSaleCentre } from '../../features/flash-sales/flash-sale-centre';

/** `/activity/flash-sale`: today's and the coming flash-sale sessions; `?session=` picks one, `?buy=` confirms. */
export default function ActivityFlashSalePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('flashSales.title'));
  return <FlashSaleCentre />;
}
