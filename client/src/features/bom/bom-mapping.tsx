import { Button, Group, NativeSelect, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOM_FIELDS, mappingOf, type BomMapping, type ParsedBom } from './bom-types';

interface BomMappingProps {
  parsed: ParsedBom;
  busy: boolean;
  /** Parse again with the buyer's header row and mapping (which the server remembers). */
  onRemap: (headerRow: number, mapping: BomMapping) => void;
  onContinue: () => void;
}

/** The mapping step: which row is the header, which column holds what, and a preview of the first rows. */
export function BomMappingStep(props: BomMappingProps) {
  const { parsed } = props;
  const { t } = useTranslation();
  const [headerRow, setHeaderRow] = useState(parsed.headerRow);
  const [mapping, setMapping] = useState<BomMapping>(() => mappingOf(parsed.mapping));
  const columns = parsed.header.map((text, index) => ({
    value: String(index),
    label: `${String.fromCharCode(65 + (index % 26))}${text ? `: ${text}` : ''}`,
  }));
  const changed =
    headerRow !== parsed.headerRow || JSON.stringify(mapping) !== JSON.stringify(mappingOf(parsed.mapping));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('bom.mappingTitle', { count: parsed.lines.length })}</Text>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('bom.headerRow')}
            value={String(headerRow)}
            onChange={(event) => setHeaderRow(Number(event.currentTarget.value))}
            data={[
              { value: '-1', label: t('bom.noHeader') },
              ...Array.from({ length: Math.min(parsed.rowCount, 20) }, (_, index) => ({
                value: String(index),
                label: String(index + 1),
              })),
            ]}
          />
          {BOM_FIELDS.map((field) => (
            <NativeSelect
              key={field}
              label={t(`bom.field.${field}`)}
              value={mapping[field] === undefined ? '' : String(mapping[field])}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setMapping((current) => {
                  const next = { ...current };
                  if (value === '') delete next[field];
                  else next[field] = Number(value);
                  return next;
                });
              }}
              data={[{ value: '', label: t('bom.notInFile') }, ...columns]}
            />
          ))}
        </Group>
        <ScrollArea>
          <Table withTableBorder striped fz="xs">
            <Table.Tbody>
              {parsed.preview.map((row, index) => (
                <Table.Tr key={index} fw={index === 0 && parsed.headerRow >= 0 ? 700 : undefined}>
                  {row.map((cell, column) => (
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={!changed}
            loading={props.busy}
            onClick={() => props.onRemap(headerRow, mapping)}
          >
            {t('bom.applyMapping')}
          </Button>
          <Button disabled={changed || parsed.lines.length === 0} loading={props.busy} onClick={props.onContinue}>
            {t('bom.matchLines')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
