import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { GroupBuyConfirm } from '../../features/group-buys/group-buy-confirm';
import { GroupBuyDetail } from '../../features/group-buys/group-buy-detail';
import { GroupBuyOffers } from '../../features/group-buys/group-buy-offers';
import { loginReturnState } from '../../features/session/remembered-page';
import { useSession } from '../../features/session/use-session';

/**
 * Group buys: the offers (no parameter), one group (`?group=<id>`, the share link anyone may open), and the confirm
 * step of starting (`?start=<offerId>`) or joining (`?group=<id>&join=1`), which needs a session.
 */
export default function ActivityGroupBuyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groupBuys.title'));
  const [params] = useSearchParams();
  const { token } = useSession();
  const location = useLocation();
  const groupId = params.get('group');
  const offerId = params.get('start');
  const confirming = Boolean(offerId) || (Boolean(groupId) && params.get('join') === '1');
  if (confirming && !token) return <Navigate to="/login/login" replace state={loginReturnState(location)} />;
  if (offerId) return <GroupBuyConfirm intent={{ kind: 'start', offerId }} />;
  if (groupId && params.get('join') === '1') return <GroupBuyConfirm intent={{ kind: 'join', groupId }} />;
  if (groupId) return <GroupBuyDetail id={groupId} />;
  return <GroupBuyOffers />;
}
