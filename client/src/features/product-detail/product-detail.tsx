import { Anchor, Badge, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { goodsListPath } from '../catalog/goods-list-link';
import { FavouriteToggle } from '../collection/favourite-toggle';
import { WatchToggle } from '../webhooks/watch-toggle';
import { ChatWithSupportButton } from '../chat/chat-with-support-button';
import { CouponStrip } from '../coupons/coupon-strip';
import { localizedCountryName } from '../locale-format/country-name';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyMilli } from '../money/format-money';
import { OrderQuantityPanel } from './order-quantity-panel';
import { ParametersTable } from './parameters-table';
import { ProductGallery } from './product-gallery';
import classes from './product-detail.module.css';

export const ProductDetailFragment = graphql(`
  fragment ProductDetail_product on Product {
    id
    mpn
    manufacturer {
      id
      name
      country
    }
    category {
      id
      name
    }
    package
    material
    description
    parameters {
      ...ParametersTable_productParameter
    }
    ...ParametersTable_supply
    leadTimeDays
    listPriceMilli
    stock
    moq
    orderIncrement
    batchNumber
    purchaseLimit
    ...OrderQuantityPanel_product
    datasheetUrl
    imageUrl
    images {
      id
      url
    }
    status
    isFavourite
  }
`);

interface ProductDetailProps {
  product: FragmentType<typeof ProductDetailFragment>;
}

function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="45%">{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Everything the shop knows about one part (spec §3, Product). */
export function ProductDetail(props: ProductDetailProps) {
  const product = getFragmentData(ProductDetailFragment, props.product);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const quantity = (value: number) => formatQuantity(value, locale);

  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ProductGallery images={product.images} packageImageUrl={product.imageUrl} packageName={product.package} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xs">
            <Group gap="sm" wrap="wrap">
              <Title order={1} size="h2" className={classes.mpn}>
                {product.mpn}
              </Title>
              {product.status === 'OFF_SHELF' && <Badge color="gray">{t('product.offShelf')}</Badge>}
              <FavouriteToggle productId={product.id} isFavourite={product.isFavourite} />
              <WatchToggle productId={product.id} />
            </Group>
            <Text c="dimmed">{product.manufacturer.name}</Text>
            <Text>{product.description}</Text>
            <Text size="xl" fw={700} c="teal">
              {t('product.priceFrom', { price: formatMoneyMilli(product.listPriceMilli, locale) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('product.taxIncludedNote')}
            </Text>
            <div>
              <ChatWithSupportButton productId={product.id} />
            </div>
            <CouponStrip productId={product.id} />
          </Stack>
        </Grid.Col>
      </Grid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h4" mb="xs">
            {t('product.details')}
          </Title>
          <Table withTableBorder aria-label={t('product.details')} className={classes.facts}>
            <Table.Tbody>
              <FactRow label={t('product.brand')}>
                {product.manufacturer.name} ({localizedCountryName(product.manufacturer.country, locale)})
              </FactRow>
              <FactRow label={t('product.model')}>
                <span data-testid="product-mpn">{product.mpn}</span>
              </FactRow>
              <FactRow label={t('product.material')}>{product.material ?? t('product.notSpecified')}</FactRow>
              <FactRow label={t('product.category')}>
                <Anchor component={Link} to={goodsListPath({ categoryId: product.category.id })}>
                  {product.category.name}
                </Anchor>
              </FactRow>
              <FactRow label={t('product.package')}>{product.package}</FactRow>
              <FactRow label={t('product.leadTime')}>
                {t('product.leadTimeDays', { count: product.leadTimeDays })}
              </FactRow>
              <FactRow label={t('product.stock')}>
                <span data-testid="product-stock">{quantity(product.stock)}</span>
              </FactRow>
              <FactRow label={t('product.moq')}>{quantity(product.moq)}</FactRow>
              <FactRow label={t('product.orderIncrement')}>{quantity(product.orderIncrement)}</FactRow>
              <FactRow label={t('product.batchNumber')}>{product.batchNumber}</FactRow>
              <FactRow label={t('product.purchaseLimit')}>
                {product.purchaseLimit === null || product.purchaseLimit === undefined
                  ? t('product.noPurchaseLimit')
                  : quantity(product.purchaseLimit)}
              </FactRow>
              <FactRow label={t('product.datasheet')}>
                {product.datasheetUrl ? (
                  <Anchor href={product.datasheetUrl} target="_blank" rel="noopener noreferrer">
                    {t('product.openDatasheet')}
                  </Anchor>
                ) : (
                  t('product.notSpecified')
                )}
              </FactRow>
            </Table.Tbody>
          </Table>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2} size="h4" mb="xs">
            {t('product.priceBreaks')}
          </Title>
          <OrderQuantityPanel key={product.id} product={product} />
        </Grid.Col>
      </Grid>

      <section>
        <Title order={2} size="h4" mb="xs">
          {t('product.parameters')}
        </Title>
        <ParametersTable parameters={product.parameters} supply={product} />
      </section>
    </Stack>
  );
}
