import { useTranslation } from 'react-i18next';
import { CatalogConsole } from '../../features/admin-catalog/catalog-console';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/**
 * `/admin/catalog`: parts, categories and makers for staff who may read the catalog; other accounts get a forbidden
 * page (the server refuses them too). Only catalog.edit shows the editing controls, stock.adjust the stock form and
 * catalog.import the way to the import page.
 */
export default function AdminCatalogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminCatalog.title'));
  return (
    <StaffOnly allow={['CATALOG_VIEW']}>
      {(permissions) => (
        <CatalogConsole
          edit={permissions.includes('CATALOG_EDIT')}
          adjustStock={permissions.includes('STOCK_ADJUST')}
          importExport={permissions.includes('CATALOG_IMPORT')}
        />
      )}
    </StaffOnly>
  );
}
