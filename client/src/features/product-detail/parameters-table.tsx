import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatDate } from '../locale-format/format-date';
import { formatQuantity } from '../locale-format/format-quantity';
import { parameterLabel } from './parameter-label';
import { localizedParameterValue } from './parameter-value';

export const ParametersTableFragment = graphql(`
  fragment ParametersTable_productParameter on ProductParameter {
    name
    value
  }
`);

export const ParametersTableSupplyFragment = graphql(`
  fragment ParametersTable_supply on Product {
    id
    packaging
    packagingQuantity
    rohs
    lifecycle
    onOrderQuantity
    onOrderExpectedAt
  }
`);

interface ParametersTableProps {
  parameters: readonly FragmentType<typeof ParametersTableFragment>[];
  /** How the part ships, RoHS, lifecycle and pieces on order, listed after its parameters. */
  supply: FragmentType<typeof ParametersTableSupplyFragment>;
}

export function ParametersTable(props: ParametersTableProps) {
  const parameters = getFragmentData(ParametersTableFragment, props.parameters);
  const supply = getFragmentData(ParametersTableSupplyFragment, props.supply);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const packaging = t(`partSupply.packagings.${supply.packaging}`);
  const rows: [string, string, string][] = [
    ...parameters.map((parameter): [string, string, string] => [
      parameter.name,
      parameterLabel(t, parameter.name),
      localizedParameterValue(t, parameter.value, locale),
    ]),
    [
      'packaging',
      t('partSupply.packaging'),
      supply.packagingQuantity === null || supply.packagingQuantity === undefined
        ? packaging
        : t('partSupply.packagingWithQuantity', {
            packaging,
            quantity: formatQuantity(supply.packagingQuantity, locale),
          }),
    ],
    ['rohs', t('partSupply.rohs'), t(`partSupply.rohsStatus.${supply.rohs}`)],
    ['lifecycle', t('partSupply.lifecycle'), t(`partSupply.lifecycles.${supply.lifecycle}`)],
    [
      'onOrder',
      t('partSupply.onOrder'),
      supply.onOrderQuantity > 0 && supply.onOrderExpectedAt
        ? t('partSupply.onOrderValue', {
            quantity: formatQuantity(supply.onOrderQuantity, locale),
            date: formatDate(supply.onOrderExpectedAt, locale),
          })
        : t('partSupply.noneOnOrder'),
    ],
  ];
  return (
    <>
      {parameters.length === 0 && <Text c="dimmed">{t('product.noParameters')}</Text>}
      <Table withTableBorder withColumnBorders aria-label={t('product.parameters')}>
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key} data-testid={`parameter-${key}`}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
