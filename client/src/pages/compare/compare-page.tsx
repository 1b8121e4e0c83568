import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, CloseButton, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { goodsDetailPath, goodsListPath } from '../../features/catalog/goods-list-link';
import { COMPARE_LIMIT, comparePath, toggleComparedPart } from '../../features/compare/compare-selection';
import { parameterNameUnion, readCompareIds, rowDiffers, type CompareRow } from '../../features/compare/compare-rows';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatQuantity } from '../../features/locale-format/format-quantity';
import { formatMoneyMilli } from '../../features/money/format-money';
import { parameterLabel } from '../../features/product-detail/parameter-label';
import { getFragmentData, graphql } from '../../gql';
import classes from '../../features/compare/compare.module.css';

const ComparePartFragment = graphql(`
  fragment ComparePart_product on Product {
    id
    mpn
    manufacturer {
      id
      name
    }
    package
    parameters {
      name
      value
    }
    stock
    moq
    lifecycle
    rohs
    datasheetUrl
    priceBreaks {
      minQty
      unitPriceMilli
    }
  }
`);

// Four aliased reads in one request: the API has no list-by-ids, and the compare view never shows more than four.
const ComparePartsQuery = graphql(`
  query CompareParts(
    $first: ID!
    $second: ID!
    $third: ID!
    $fourth: ID!
    $withSecond: Boolean!
    $withThird: Boolean!
    $withFourth: Boolean!
  ) {
    first: product(id: $first) {
      ...ComparePart_product
    }
    second: product(id: $second) @include(if: $withSecond) {
      ...ComparePart_product
    }
    third: product(id: $third) @include(if: $withThird) {
      ...ComparePart_product
    }
    fourth: product(id: $fourth) @include(if: $withFourth) {
      ...ComparePart_product
    }
  }
`);

/** `/compare?ids=1,2,3`: up to four parts side by side, the rows where they differ highlighted. */
export default function ComparePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const ids = useMemo(() => readCompareIds(searchParams.get('ids'), COMPARE_LIMIT), [searchParams]);
  useDocumentTitle(t('compare.title'));

  // Absent slots repeat the first id only to fill the required variables; @include keeps them from being read.
  const [first = '', second = first, third = first, fourth = first] = ids;
  const { data, loading, error } = useQuery(ComparePartsQuery, {
    skip: ids.length === 0,
    variables: {
      first,
      second,
      third,
      fourth,
      withSecond: ids.length > 1,
      withThird: ids.length > 2,
      withFourth: ids.length > 3,
    },
  });
  const parts = [data?.first, data?.second, data?.third, data?.fourth]
    .filter((part) => part != null)
    .map((part) => getFragmentData(ComparePartFragment, part));

  const none = t('compare.none');
  const rows: CompareRow[] = [
    { key: 'maker', label: t('partsTable.maker'), values: parts.map((part) => part.manufacturer.name) },
    { key: 'package', label: t('product.package'), values: parts.map((part) => part.package) },
    ...parameterNameUnion(parts).map((name) => ({
      key: `parameter-${name}`,
      label: parameterLabel(t, name),
      values: parts.map((part) => part.parameters.find((parameter) => parameter.name === name)?.value ?? ''),
    })),
    { key: 'stock', label: t('partsTable.stock'), values: parts.map((part) => formatQuantity(part.stock, locale)) },
    {
      key: 'priceBreaks',
      label: t('compare.priceBreaks'),
      values: parts.map((part) =>
        [...part.priceBreaks]
          .sort((left, right) => left.minQty - right.minQty)
          .map((priceBreak) =>
            t('compare.priceBreak', {
              quantity: formatQuantity(priceBreak.minQty, locale),
              price: formatMoneyMilli(priceBreak.unitPriceMilli, locale),
            }),
          )
          .join('\n'),
      ),
    },
    { key: 'moq', label: t('partsTable.moq'), values: parts.map((part) => formatQuantity(part.moq, locale)) },
    {
      key: 'lifecycle',
      label: t('partSupply.lifecycle'),
      values: parts.map((part) => t(`partSupply.lifecycles.${part.lifecycle}`)),
    },
    { key: 'rohs', label: t('partSupply.rohs'), values: parts.map((part) => t(`partSupply.rohsStatus.${part.rohs}`)) },
  ];

  function remove(part: { id: string; mpn: string }) {
    toggleComparedPart(part);
    void navigate(comparePath(ids.filter((id) => id !== part.id)), { replace: true });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('compare.title')}
        </Title>
        <Button component={Link} to={goodsListPath()} variant="subtle" size="compact-sm">
          {t('compare.backToList')}
        </Button>
      </Group>
      {ids.length === 0 && <Text c="dimmed">{t('compare.empty')}</Text>}
      {error && (
        <Alert color="red" data-testid="compare-failed">
          {t('compare.loadFailed')}
        </Alert>
      )}
      {loading && !data && <Skeleton h={240} radius="md" />}
      {parts.length > 0 && (
        <Table.ScrollContainer minWidth={200 + parts.length * 200}>
          <Table withTableBorder withColumnBorders fz="sm" data-testid="compare-table" className={classes.table}>
            <caption className={classes.differs}>{t('compare.differencesHighlighted')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Td />
                {parts.map((part) => (
                  <Table.Th key={part.id} scope="col" data-testid="compare-part">
                    <Group gap={4} wrap="nowrap" justify="space-between">
                      <Anchor component={Link} to={goodsDetailPath(part.id)} fw={700}>
                        {part.mpn}
                      </Anchor>
                      <CloseButton
                        size="sm"
                        aria-label={t('compare.remove', { mpn: part.mpn })}
                        onClick={() => remove(part)}
                      />
                    </Group>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const differs = rowDiffers(row);
                return (
                  <Table.Tr
                    key={row.key}
                    className={differs ? classes.differs : undefined}
                    data-differs={differs}
                    data-testid={`compare-row-${row.key}`}
                  >
                    <Table.Th scope="row">
                      {row.label}
                      {differs && (
                        <Badge size="xs" color="yellow" variant="light" ml={6}>
                          {t('compare.differs')}
                        </Badge>
                      )}
                    </Table.Th>
                    {parts.map((part, index) => (
                      <Table.Td key={part.id} style={{ whiteSpace: 'pre-line' }}>
                        {row.values[index] || none}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
              <Table.Tr data-testid="compare-row-datasheet">
                <Table.Th scope="row">{t('partsTable.datasheet')}</Table.Th>
                {parts.map((part) => (
                  <Table.Td key={part.id}>
                    {part.datasheetUrl ? (
                      <Anchor href={part.datasheetUrl} target="_blank" rel="noopener noreferrer" size="sm">
                        {t('partsTable.datasheetLink')}
                      </Anchor>
                    ) : (
                      none
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
