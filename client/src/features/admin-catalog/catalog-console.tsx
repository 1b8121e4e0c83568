import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CategoriesPane } from './categories-pane';
import { MakersPane } from './makers-pane';
import { PartsPane } from './parts-pane';

const AREAS = ['parts', 'categories', 'makers'] as const;
type CatalogArea = (typeof AREAS)[number];

/**
 * The staff catalog console: a tab per area (`?tab=`), the part being edited (`?part=`) in the address so a reload or
 * a shared link opens the same view. Staff who may only read get no edit controls.
 */
export function CatalogConsole(props: { edit: boolean; adjustStock: boolean; importExport: boolean }) {
  const { edit } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const area: CatalogArea = AREAS.find((candidate) => candidate === params.get('tab')) ?? 'parts';

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('adminCatalog.title')}
        </Title>
        {props.importExport && (
          <Button component={Link} to="/admin/catalog/import" variant="light">
            {t('adminImport.title')}
          </Button>
        )}
      </Group>
      <Group gap="xs" role="tablist">
        {AREAS.map((option) => (
          <Button
            key={option}
            role="tab"
            aria-selected={area === option}
            variant={area === option ? 'filled' : 'default'}
            onClick={() => setParams(option === 'parts' ? {} : { tab: option })}
          >
            {t(`adminCatalog.tabs.${option}`)}
          </Button>
        ))}
      </Group>
      {!edit && (
        <Alert color="gray" data-testid="catalog-read-only">
          {t('adminCatalog.readOnly')}
        </Alert>
      )}
      <div role="tabpanel">
        {area === 'parts' && <PartsPane edit={edit} adjustStock={props.adjustStock} />}
        {area === 'categories' && <CategoriesPane edit={edit} />}
        {area === 'makers' && <MakersPane edit={edit} />}
      </div>
    </Stack>
  );
}
