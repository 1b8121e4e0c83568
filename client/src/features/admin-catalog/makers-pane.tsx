import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Center,
  Checkbox,
  Grid,
  Loader,
  Paper,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { StaffMakerFields_MakerFragment } from '../../gql/graphql';
import { reportOutcome } from '../staff/report-outcome';
import {
  AdminCatalogReferencesQuery,
  AdminSaveMakerMutation,
  REFERENCES_REFRESH,
  StaffMakerFieldsFragment,
} from './admin-catalog-operations';
import { emptyText, textValues } from './localized-text-fields';
import { TEXT_KEYS } from './part-form-values';

/** Makers by name with their part counts; the chosen one (or a new one) is edited beside the list. */
export function MakersPane({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminCatalogReferencesQuery);
  const makers = getFragmentData(StaffMakerFieldsFragment, data?.staffMakers);
  const [chosen, setChosen] = useState<string | null>(null);

  if (!makers) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  const maker = makers.find((candidate) => candidate.id === chosen) ?? null;

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder>
          {edit && (
            <Button m="xs" onClick={() => setChosen('new')} data-testid="maker-new">
              {t('adminCatalog.makers.new')}
            </Button>
          )}
          <Table highlightOnHover>
            <Table.Tbody>
              {makers.map((candidate) => (
                <Table.Tr
                  key={candidate.id}
                  style={{ cursor: 'pointer' }}
                  bg={candidate.id === chosen ? 'var(--mantine-color-blue-light)' : undefined}
                  onClick={() => setChosen(candidate.id)}
                  data-testid="maker-row"
                >
                  <Table.Td>{candidate.name}</Table.Td>
                  <Table.Td>{candidate.country}</Table.Td>
                  <Table.Td>
                    {candidate.featured && <Badge variant="light">{t('adminCatalog.makers.featured')}</Badge>}
                  </Table.Td>
                  <Table.Td>{t('adminCatalog.categories.partCount', { count: candidate.partCount })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {chosen && <MakerForm key={chosen} maker={maker} edit={edit} onSaved={(id) => setChosen(id)} />}
      </Grid.Col>
    </Grid>
  );
}

function MakerForm({
  maker,
  edit,
  onSaved,
}: {
  maker: StaffMakerFields_MakerFragment | null;
  edit: boolean;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: maker?.name ?? '',
    country: maker?.country ?? '',
    website: maker?.website ?? '',
    description: maker ? textValues(maker.description) : emptyText(),
    featured: maker?.featured ?? false,
  });
  const [save, saving] = useMutation(AdminSaveMakerMutation, REFERENCES_REFRESH);

  async function submit() {
    const result = await save({
      variables: { input: { ...values, id: maker?.id ?? null, website: values.website.trim() || null } },
    }).catch(() => null);
    const payload = result?.data?.saveStaffMaker;
    if (reportOutcome(payload?.userErrors, t('adminCatalog.makers.saved'))) {
      const saved = getFragmentData(StaffMakerFieldsFragment, payload?.maker);
      if (saved) onSaved(saved.id);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {maker ? maker.name : t('adminCatalog.makers.new')}
        </Title>
        <TextInput
          label={t('adminCatalog.makers.name')}
          value={values.name}
          maxLength={128}
          disabled={!edit}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          data-testid="maker-name"
        />
        <TextInput
          label={t('adminCatalog.makers.country')}
          value={values.country}
          maxLength={64}
          disabled={!edit}
          onChange={(event) => setValues({ ...values, country: event.currentTarget.value })}
          data-testid="maker-country"
        />
        <TextInput
          label={t('adminCatalog.makers.website')}
          value={values.website}
          maxLength={255}
          disabled={!edit}
          onChange={(event) => setValues({ ...values, website: event.currentTarget.value })}
        />
        {TEXT_KEYS.map((key) => (
          <Textarea
            key={key}
            label={`${t('adminCatalog.makers.description')} (${t(`adminCatalog.languages.${key}`)})`}
            value={values.description[key]}
            autosize
            minRows={2}
            maxLength={1000}
            disabled={!edit}
            onChange={(event) =>
              setValues({ ...values, description: { ...values.description, [key]: event.currentTarget.value } })
            }
          />
        ))}
        <Checkbox
          label={t('adminCatalog.makers.featured')}
          checked={values.featured}
          disabled={!edit}
          onChange={(event) => setValues({ ...values, featured: event.currentTarget.checked })}
        />
        {edit && (
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={saving.loading}
            onClick={() => void submit()}
            data-testid="maker-save"
          >
            {t('adminCatalog.makers.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
