import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { BlindBoxes } from '../../features/lucky-draws/blind-boxes';

/** Issue 18 `/activity/blind-box`: blind boxes with published odds and daily opens. */
export default function ActivityBlindBoxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('luckyDraws.blindBox.title'));
  return <BlindBoxes />;
}
