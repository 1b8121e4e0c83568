import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportOutcome } from '../staff/report-outcome';
import { AdminSetCategoryParametersMutation, REFERENCES_REFRESH } from './admin-catalog-operations';
import { emptyText, LocalizedTextFields, textValues } from './localized-text-fields';
import type { TextKey } from './part-form-values';

interface DefinitionRow {
  name: string;
  label: Record<TextKey, string>;
  unit: string;
}

interface CategoryParametersFormProps {
  categoryId: string;
  parameters: readonly { name: string; label: Partial<Record<TextKey, string | null>>; unit?: string | null }[];
  edit: boolean;
}

/**
 * A leaf category's parameter definitions in the order the part editor asks for them: the key parts store values
 * under, a label per language and the unit. The server refuses to drop a key its parts still use.
 */
export function CategoryParametersForm({ categoryId, parameters, edit }: CategoryParametersFormProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DefinitionRow[]>(
    parameters.map((parameter) => ({
      name: parameter.name,
      label: textValues(parameter.label),
      unit: parameter.unit ?? '',
    })),
  );
  const [save, saving] = useMutation(AdminSetCategoryParametersMutation, REFERENCES_REFRESH);
  const change = (index: number, row: Partial<DefinitionRow>) =>
    setRows(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));
  const swap = (index: number, other: number) => {
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    setRows(next);
  };

  async function submit() {
    const result = await save({
      variables: {
        input: {
          categoryId,
          parameters: rows.map((row) => ({ name: row.name.trim(), label: row.label, unit: row.unit.trim() || null })),
        },
      },
    }).catch(() => null);
    reportOutcome(result?.data?.setStaffCategoryParameters.userErrors, t('adminCatalog.parameters.saved'));
  }

  return (
    <Stack gap="xs" data-testid="category-parameters">
      <Text fw={600} size="sm">
        {t('adminCatalog.parameters.title')}
      </Text>
      {rows.map((row, index) => (
        <Paper key={index} withBorder p="xs">
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('adminCatalog.parameters.key')}
              value={row.name}
              maxLength={48}
              disabled={!edit}
              onChange={(event) => change(index, { name: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminCatalog.parameters.unit')}
              value={row.unit}
              maxLength={16}
              w={100}
              disabled={!edit}
              onChange={(event) => change(index, { unit: event.currentTarget.value })}
            />
            {edit && (
              <Group gap={2}>
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('adminCatalog.parameters.earlier')}
                  onClick={() => swap(index, index - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === rows.length - 1}
                  aria-label={t('adminCatalog.parameters.later')}
                  onClick={() => swap(index, index + 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('adminCatalog.parameters.remove')}
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Group>
          <LocalizedTextFields
            label={t('adminCatalog.parameters.label')}
            value={row.label}
            disabled={!edit}
            maxLength={64}
            onChange={(label) => change(index, { label })}
          />
        </Paper>
      ))}
      {edit && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => setRows([...rows, { name: '', label: emptyText(), unit: '' }])}
          >
            {t('adminCatalog.parameters.add')}
          </Button>
          <Button size="xs" loading={saving.loading} onClick={() => void submit()}>
            {t('adminCatalog.parameters.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
