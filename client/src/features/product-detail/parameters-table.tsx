import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { parameterLabel } from './parameter-label';

export const ParametersTableFragment = graphql(`
  fragment ParametersTable_productParameter on ProductParameter {
    name
    value
  }
`);

interface ParametersTableProps {
  parameters: readonly FragmentType<typeof ParametersTableFragment>[];
}

export function ParametersTable(props: ParametersTableProps) {
  const parameters = getFragmentData(ParametersTableFragment, props.parameters);
  const { t } = useTranslation();
  if (parameters.length === 0) return <Text c="dimmed">{t('product.noParameters')}</Text>;
  return (
    <Table withTableBorder withColumnBorders aria-label={t('product.parameters')}>
      <Table.Tbody>
        {parameters.map((parameter) => (
          <Table.Tr key={parameter.name}>
            <Table.Th w="40%">{parameterLabel(t, parameter.name)}</Table.Th>
            <Table.Td>{parameter.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
