import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { ImportField } from '../../gql/graphql';
import {
  CatalogImportFields,
  CatalogImportPreviewQuery,
  CatalogImportQuery,
  MapCatalogImportMutation,
  StartCatalogImportMutation,
} from './admin-import-operations';
import { downloadFile, uploadPriceList } from './catalog-files';

const importFields: ImportField[] = [
  'mpn',
  'maker',
  'category',
  'package',
  'material',
  'description',
  'unitPrice',
  'priceBreaks',
  'moq',
  'orderIncrement',
  'leadTimeDays',
  'purchaseLimit',
  'batchNumber',
  'datasheetUrl',
  'shelf',
  'stock',
];

const columnLetter = (index: number) => String.fromCharCode(65 + (index % 26));

/** One import: its columns, the preview, then the job's progress and the error report. */
function ImportSteps({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const { data, startPolling, stopPolling } = useQuery(CatalogImportQuery, { variables: { id: importId } });
  const preview = useQuery(CatalogImportPreviewQuery, { variables: { importId } });
  const [mapImport, mapping] = useMutation(MapCatalogImportMutation);
  const [startImport, starting] = useMutation(StartCatalogImportMutation);
  const [error, setError] = useState<string | null>(null);
  const found = getFragmentData(CatalogImportFields, data?.catalogImport);
  const [columns, setColumns] = useState<Partial<Record<ImportField, number>> | null>(null);
  if (!found || !data?.catalogImport) return null;

  const chosen = columns ?? Object.fromEntries(found.mapping.map(({ field, column }) => [field, column]));
  const header = data.catalogImport.headRows[found.headerRow] ?? data.catalogImport.headRows[0] ?? [];
  const running = found.status === 'RUNNING';
  if (running) startPolling(1000);
  else stopPolling();

  const remap = async () => {
    setError(null);
    const answer = await mapImport({
      variables: {
        input: {
          importId,
          headerRow: found.headerRow,
          mapping: Object.entries(chosen).map(([field, column]) => ({ field: field as ImportField, column: column! })),
        },
      },
    });
    const failure = answer.data?.mapCatalogImport.userErrors[0];
    if (failure) setError(failure.message);
    else await preview.refetch();
  };
  const start = async () => {
    setError(null);
    const answer = await startImport({ variables: { importId } });
    const failure = answer.data?.startCatalogImport.userErrors[0];
    if (failure) setError(failure.message);
  };
  const checked = preview.data?.catalogImportPreview;
  const percent = found.totalRows === 0 ? 100 : Math.round((found.processedRows / found.totalRows) * 100);

  return (
    <Stack gap="md">
      {found.status === 'UPLOADED' && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('adminImport.mappingTitle', { count: found.totalRows, file: found.filename })}</Text>
            <Group gap="sm" align="flex-end">
              {importFields.map((field) => (
                <NativeSelect
                  key={field}
                  label={t(`adminImport.field.${field}`)}
                  value={chosen[field] === undefined ? '' : String(chosen[field])}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setColumns(() => {
                      const next = { ...chosen };
                      if (value === '') delete next[field];
                      else next[field] = Number(value);
                      return next;
                    });
                  }}
                  data={[
                    { value: '', label: t('adminImport.notInFile') },
                    ...header.map((text, index) => ({
                      value: String(index),
                      label: `${columnLetter(index)}: ${text}`,
                    })),
                  ]}
                />
              ))}
            </Group>
            <ScrollArea>
              <Table withTableBorder striped fz="xs">
                <Table.Tbody>
                  {data.catalogImport.headRows.map((row, index) => (
                    <Table.Tr key={index} fw={index === found.headerRow ? 700 : undefined}>
                      {row.map((cell, column) => (
                        <Table.Td key={column}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {checked && (
              <Text data-testid="import-preview-counts">
                {t('adminImport.previewCounts', { valid: checked.validCount, errors: checked.errorCount })}
              </Text>
            )}
            {checked && checked.errors.length > 0 && (
              <Table fz="xs" data-testid="import-preview-errors">
                <Table.Tbody>
                  {checked.errors.slice(0, 20).map((rowError) => (
                    <Table.Tr key={rowError.line}>
                      <Table.Td>{t('adminImport.line', { line: rowError.line })}</Table.Td>
                      <Table.Td>{rowError.problems.map((problem) => problem.message).join('; ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group gap="sm">
              <Button
                variant="default"
                disabled={columns === null}
                loading={mapping.loading}
                onClick={() => void remap()}
              >
                {t('adminImport.applyMapping')}
              </Button>
              <Button disabled={columns !== null} loading={starting.loading} onClick={() => void start()}>
                {t('adminImport.start')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {found.status !== 'UPLOADED' && (
        <Paper withBorder p="md" radius="md" data-testid="import-progress">
          <Stack gap="sm">
            <Text fw={600}>{t(`adminImport.status.${found.status}`, { file: found.filename })}</Text>
            <Progress value={percent} animated={running} aria-label={t('adminImport.progress')} />
            <Text data-testid="import-counts">
              {t('adminImport.counts', {
                processed: found.processedRows,
                total: found.totalRows,
                created: found.createdCount,
                updated: found.updatedCount,
                unchanged: found.unchangedCount,
                errors: found.errorCount,
              })}
            </Text>
            {found.failure && <Alert color="red">{found.failure}</Alert>}
            <Group gap="sm">
              {found.errorCount > 0 && (
                <Button
                  variant="default"
                  onClick={() =>
                    void downloadFile(
                      `/api/admin/catalog/import/errors?id=${importId}`,
                      `import-${importId}-errors.csv`,
                    )
                  }
                >
                  {t('adminImport.downloadErrors')}
                </Button>
              )}
              {found.status === 'FAILED' && (
                <Button loading={starting.loading} onClick={() => void start()}>
                  {t('adminImport.resume')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Exports the catalog, or the parts whose MPN holds a text, on the shelf or not, to XLSX. */
function CatalogExportForm() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [shelf, setShelf] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const params = new URLSearchParams({ ...(query.trim() && { query: query.trim() }), ...(shelf && { shelf }) });
    await downloadFile(`/api/admin/catalog/export?${params}`, 'catalog.xlsx');
    setBusy(false);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('adminImport.exportTitle')}</Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('adminImport.exportQuery')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('adminImport.exportShelf')}
            value={shelf}
            onChange={(event) => setShelf(event.currentTarget.value)}
            data={[
              { value: '', label: t('adminImport.shelfAll') },
              { value: 'ON_SHELF', label: t('adminImport.shelfOn') },
              { value: 'OFF_SHELF', label: t('adminImport.shelfOff') },
            ]}
          />
          <Button loading={busy} onClick={() => void download()}>
            {t('adminImport.export')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The import and export console: upload a price list, map and preview it, apply it, watch it, export the catalog. */
export function CatalogImportConsole() {
  const { t } = useTranslation();
  const [importId, setImportId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    const answer = await uploadPriceList(file);
    setUploading(false);
    if ('error' in answer) setError(answer.error);
    else setImportId(answer.id);
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t('adminImport.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <FileInput
          label={t('adminImport.upload')}
          description={t('adminImport.uploadHint')}
          accept=".csv,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={uploading}
          onChange={(file) => void upload(file)}
          data-testid="import-file"
        />
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {importId && <ImportSteps key={importId} importId={importId} />}
      <CatalogExportForm />
    </Stack>
  );
}
