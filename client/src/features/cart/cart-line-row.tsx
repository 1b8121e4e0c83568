import { ActionIcon, Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { goodsDetailPath } from '../catalog/goods-list-link';
import { formatValidity } from '../inquiry/format-validity';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { QuantityStepper } from '../product-detail/quantity-stepper';
import classes from './cart.module.css';

export const CartLineRowFragment = graphql(`
  fragment CartLineRow_cartLine on CartLine {
    id
    quantity
    selected
    unitPriceMilli
    lineTotalFen
    quotedInquiryNumber
    quoteValidUntil
    customerReference
    priceBreak {
      minQty
    }
    problem {
      code
      message
    }
    product {
      id
      mpn
      package
      imageUrl
      moq
      orderIncrement
      status
      manufacturer {
        id
        name
      }
    }
  }
`);

interface CartLineRowProps {
  line: FragmentType<typeof CartLineRowFragment>;
  /** The server's answer to the last quantity asked for on this line, when it refused it. */
  refusal: string | undefined;
  onQuantity: (lineId: string, quantity: number) => void;
  onSelect: (lineId: string, selected: boolean) => void;
  onRemove: (lineId: string) => void;
  busy: boolean;
}

/** One cart line: the part, its quantity stepper, the price its break gives, and what stops it being ordered. */
export function CartLineRow(props: CartLineRowProps) {
  const line = getFragmentData(CartLineRowFragment, props.line);
  const { product } = line;
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const step = Math.max(1, product.orderIncrement);

  function request(quantity: number) {
    // Text that is not a quantity just goes back to the line's quantity.
    if (Number.isNaN(quantity) || quantity === line.quantity) return;
    props.onQuantity(line.id, quantity);
  }

  return (
    <Paper withBorder radius="md" p="sm" data-testid="cart-line" data-mpn={product.mpn}>
      <Group wrap="wrap" gap="md" align="center">
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={line.selected}
          onChange={(event) => props.onSelect(line.id, event.currentTarget.checked)}
          aria-label={t('cart.selectLine', { mpn: product.mpn })}
          disabled={props.busy}
        />
        <Image src={product.imageUrl} alt={product.package} w={56} h={56} fit="contain" className={classes.image} />
        <Stack gap={2} className={classes.part}>
          <Anchor component={Link} to={goodsDetailPath(product.id)} fw={700} className={classes.mpn}>
            {product.mpn}
          </Anchor>
          <Text size="sm" c="dimmed">
            {product.manufacturer.name} · {product.package}
          </Text>
        </Stack>
        <Stack gap={4}>
          <QuantityStepper
            value={line.quantity}
            step={step}
            onRequest={request}
            disabled={props.busy || product.status !== 'ON_SHELF'}
            canDecrease={line.quantity - step >= product.moq}
            testId="cart-quantity-input"
          />
          <Text size="xs" c="dimmed">
            {t('cart.rules', {
              moq: formatQuantity(product.moq, locale),
              increment: formatQuantity(step, locale),
            })}
          </Text>
        </Stack>
        <Stack gap={2} className={classes.prices}>
          <Text size="sm">
            {t('cart.unitPrice')}{' '}
            <Text span ff="monospace" data-testid="cart-unit-price">
              {formatMoneyMilli(line.unitPriceMilli, locale)}
            </Text>
          </Text>
          {line.quotedInquiryNumber && line.quoteValidUntil ? (
            <Text size="xs" c="teal" data-testid="cart-line-quote">
              {t('inquiry.cartQuote', {
                number: line.quotedInquiryNumber,
                date: formatValidity(line.quoteValidUntil, locale),
              })}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('cart.breakFrom', { quantity: formatQuantity(line.priceBreak.minQty, locale) })}
            </Text>
          )}
          {line.customerReference && (
            <Text size="xs" c="dimmed" data-testid="cart-line-reference">
              {t('cart.customerReference', { reference: line.customerReference })}
            </Text>
          )}
          <Text fw={700} c="teal">
            {t('cart.lineTotal')}{' '}
            <Text span ff="monospace" inherit data-testid="cart-line-total">
              {formatMoneyFen(BigInt(line.lineTotalFen), locale)}
            </Text>
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => props.onRemove(line.id)}
          aria-label={t('cart.removeLine', { mpn: product.mpn })}
          disabled={props.busy}
        >
          ×
        </ActionIcon>
      </Group>
      {(props.refusal ?? line.problem) && (
        <Text size="sm" c="red" mt="xs" role="status" data-testid="cart-line-message">
          {props.refusal ?? line.problem?.message}
        </Text>
      )}
    </Paper>
  );
}
