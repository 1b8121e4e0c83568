import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyMilli } from '../money/format-money';
import { goodsDetailPath } from './goods-list-link';
import classes from './product-card.module.css';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    mpn
    manufacturer {
      id
      name
    }
    package
    description
    stock
    moq
    listPriceMilli
    imageUrl
  }
`);

interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** A control beside the price, such as add-to-cart on the goods list (the home page shows none). */
  action?: ReactNode;
  /** More facts under the description, such as the goods list's values and supply. */
  details?: ReactNode;
}

/** One part in a list: enough to compare parts and decide which to open. */
export function ProductCard({ action, details, ...props }: ProductCardProps) {
  const product = getFragmentData(ProductCardFragment, props.product);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} data-testid="product-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={product.imageUrl} alt={product.package} w={72} h={72} fit="contain" className={classes.image} />
        <Stack gap={4} className={classes.body}>
          <Anchor
            component={Link}
            to={goodsDetailPath(product.id)}
            fw={700}
            className={classes.mpn}
            data-testid="product-card-mpn"
          >
            {product.mpn}
          </Anchor>
          <Text size="sm" c="dimmed">
            {product.manufacturer.name} · {product.package}
          </Text>
          <Text size="sm" lineClamp={2}>
            {product.description}
          </Text>
          {details}
          <Group gap="md" className={classes.facts}>
            <Text size="sm">{t('product.stockValue', { stock: formatQuantity(product.stock, locale) })}</Text>
            <Text size="sm">{t('product.moqValue', { moq: formatQuantity(product.moq, locale) })}</Text>
            <Text size="sm" fw={700} c="teal" data-testid="product-price">
              {t('product.priceFrom', { price: formatMoneyMilli(product.listPriceMilli, locale) })}
            </Text>
            {action}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
