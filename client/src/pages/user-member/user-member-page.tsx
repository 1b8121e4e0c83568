import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { MyMembership } from '../../features/membership/my-membership';

/** `/user/member`: super membership, levels and their rules. */
export default function UserMemberPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('membership.title'));
  return <MyMembership />;
}
