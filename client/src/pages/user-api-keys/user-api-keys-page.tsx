import { useTranslation } from 'react-i18next';
import { ApiKeysManager } from '../../features/api-keys/api-keys-manager';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** `/user/api-keys`: the user's API keys for integrating their own systems. */
export default function UserApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiKeys.title'));
  return <ApiKeysManager />;
}
