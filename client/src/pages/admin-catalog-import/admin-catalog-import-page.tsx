import { useTranslation } from 'react-i18next';
import { CatalogImportConsole } from '../../features/admin-import/catalog-import-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/catalog/import`: price-list import and catalog export for staff who may import; others get a 403 page. */
export default function AdminCatalogImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminImport.title'));
  return <StaffOnly allow={['CATALOG_IMPORT']}>{() => <CatalogImportConsole />}</StaffOnly>;
}
