import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatDate } from '../locale-format/format-date';
import { formatQuantity } from '../locale-format/format-quantity';

export const PartKeyFactsFragment = graphql(`
  fragment PartKeyFacts_product on Product {
    id
    parameters {
      name
      value
    }
    lifecycle
    rohs
    onOrderQuantity
    onOrderExpectedAt
  }
`);

/** The values that tell passives apart in a list, in the order engineers read them. */
const KEY_PARAMETERS = ['resistance', 'capacitance', 'inductance', 'tolerance', 'voltageRating'];

/**
 * A list row's engineering values (4.7 kΩ · ±1% · 25 V), its lifecycle when it is not simply active, RoHS when it
 * is not compliant, and the pieces on order beside the stock.
 */
export function PartKeyFacts(props: { product: FragmentType<typeof PartKeyFactsFragment> }) {
  const product = getFragmentData(PartKeyFactsFragment, props.product);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const values = KEY_PARAMETERS.flatMap(
    (name) => product.parameters.find((parameter) => parameter.name === name)?.value ?? [],
  );
  return (
    <Group gap="xs" data-testid="part-key-facts">
      {values.length > 0 && (
        <Text size="sm" fw={600} data-testid="part-values">
          {values.join(' · ')}
        </Text>
      )}
      {product.lifecycle !== 'ACTIVE' && (
        <Badge size="sm" color={product.lifecycle === 'OBSOLETE' ? 'red' : 'orange'} variant="light">
          {t(`partSupply.lifecycles.${product.lifecycle}`)}
        </Badge>
      )}
      {product.rohs !== 'COMPLIANT' && (
        <Badge size="sm" color="gray" variant="light">
          {`${t('partSupply.rohs')}: ${t(`partSupply.rohsStatus.${product.rohs}`)}`}
        </Badge>
      )}
      {product.onOrderQuantity > 0 && product.onOrderExpectedAt && (
        <Text size="sm" c="dimmed">
          {`${t('partSupply.onOrder')}: ${t('partSupply.onOrderValue', {
            quantity: formatQuantity(product.onOrderQuantity, locale),
            date: formatDate(product.onOrderExpectedAt, locale),
          })}`}
        </Text>
      )}
    </Group>
  );
}
