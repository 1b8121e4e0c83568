import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BargainOffers } from '../../features/bargains/bargain-offers';
import { BargainView } from '../../features/bargains/bargain-view';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** `/activity/bargain`: the offers; `?bargain=<id>` opens one bargain (the share link friends cut through). */
export default function ActivityBargainPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bargainId = params.get('bargain');
  useDocumentTitle(t('bargains.title'));
  return bargainId && /^\d+$/.test(bargainId) ? <BargainView bargainId={bargainId} /> : <BargainOffers />;
}
