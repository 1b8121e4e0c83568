import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { MyPoints } from '../../features/points/my-points';

/** `/user/points`: the points balance and its details. */
export default function UserPointsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('points.title'));
  return <MyPoints />;
}
