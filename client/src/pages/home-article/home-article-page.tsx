import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../features/planned-page/planned-page';

export default function HomeArticlePage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('pages.homeArticle.title')} description={t('pages.homeArticle.description')} />;
}
