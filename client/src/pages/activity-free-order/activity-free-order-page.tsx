import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { FreeOrderCampaigns } from '../../features/lucky-draws/free-order-campaigns';

/** Issue 18 `/activity/free-order`: free parts with daily free chances. */
export default function ActivityFreeOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('luckyDraws.freeOrder.title'));
  return <FreeOrderCampaigns />;
}
