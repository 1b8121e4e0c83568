import { INVOICE_TITLE_MAX, ORDER_REMARK_MAX, TAX_NUMBER_MAX } from '@circuitmart/rules/text-limits';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CheckoutSourceInput, DeliveryMethod, InvoiceType } from '../../gql/graphql';
import { CheckoutCouponPicker } from '../coupons/checkout-coupon-picker';
import { orderPromotions, quotePromotions, type CouponChoice } from '../coupons/coupon-choice';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { CheckoutPointsField } from '../points/checkout-points-field';
import { DeliveryAddressChoice } from './delivery-address-choice';
import { CheckoutChoicesQuery, CheckoutQuoteQuery, PlaceOrderMutation } from './order-operations';

interface CheckoutViewProps {
  /** Buy now: one part; absent: the cart's selected lines. */
  source: CheckoutSourceInput | null;
}

/** A choice between options shown as buttons (Mantine's Radio would land in the home route's vendor chunk). */
function Choice<T extends string>(props: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Group gap="xs">
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="xs"
          variant={props.value === option.value ? 'filled' : 'default'}
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}

/** The confirm page: delivery, invoice, remark and the totals the server's pricing pipeline computed. */
export function CheckoutView({ source }: CheckoutViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('EXPRESS');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [pickupPointId, setPickupPointId] = useState<string | null>(null);
  const [pickupDate, setPickupDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('NONE');
  const [invoiceTitle, setInvoiceTitle] = useState('');
  const [taxNumber, setTaxNumber] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [couponChoice, setCouponChoice] = useState<CouponChoice>({ kind: 'best' });
  const [pointsRequested, setPointsRequested] = useState(0);
  // The quote follows the points field once the buyer stops typing, not at every digit.
  const [pointsForQuote] = useDebouncedValue(pointsRequested, 300);
  // One key per visit of the page: a double-clicked submit answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const choices = useQuery(CheckoutChoicesQuery, { fetchPolicy: 'cache-and-network' }).data;
  const quoteResult = useQuery(CheckoutQuoteQuery, {
    variables: { deliveryMethod, source, promotions: quotePromotions(couponChoice, pointsForQuote) },
    fetchPolicy: 'cache-and-network',
  });
  // While a changed choice is being priced the previous quote stays on screen (placing waits for the new one).
  const quote = (quoteResult.data ?? quoteResult.previousData)?.checkoutQuote;
  const quoteIsCurrent = Boolean(quoteResult.data) && pointsRequested === pointsForQuote;
  const couponTitle = quote?.coupons.find((option) => option.couponId === quote.selectedCouponId)?.title;
  const [placeOrder, placing] = useMutation(PlaceOrderMutation);

  const addresses = choices?.myAddresses ?? [];
  const chosenAddress = addressId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;
  const options = choices?.checkoutOptions;
  const chosenPoint = pickupPointId ?? choices?.pickupPoints[0]?.id ?? null;
  const chosenDate = pickupDate ?? options?.pickupDates[0] ?? null;
  const chosenSlot = timeSlot ?? options?.timeSlots[0] ?? null;
  const chosenPerson = personId ?? choices?.myPickupPersons[0]?.id ?? null;
  const hasProblem = quote?.lines.some((line) => line.problem) ?? false;

  async function submit() {
    setError(null);
    const result = await placeOrder({
      variables: {
        input: {
          idempotencyKey,
          source,
          deliveryMethod,
          addressId: deliveryMethod === 'EXPRESS' ? chosenAddress : null,
          pickup:
            deliveryMethod === 'PICKUP' && chosenPoint && chosenDate && chosenSlot && chosenPerson
              ? { pointId: chosenPoint, date: chosenDate, timeSlot: chosenSlot, personId: chosenPerson }
              : null,
          invoice: { type: invoiceType, title: invoiceTitle || null, taxNumber: taxNumber || null },
          remark: remark || null,
          promotions: quote
            ? orderPromotions({ selectedCouponId: quote.selectedCouponId, pointsUsed: quote.points?.used ?? 0 })
            : null,
        },
      },
      refetchQueries: ['MyCart', 'HeaderCartCount', 'AccountFigures'],
    }).catch(() => null);
    const payload = result?.data?.placeOrder;
    if (!payload) return;
    if (payload.order) {
      // A large order waits for staff approval before it can be paid: its detail page says so.
      void navigate(
        payload.order.status === 'PENDING_APPROVAL'
          ? `/user/order/details?id=${payload.order.id}`
          : `/shoppingCart/payOrder?orderId=${payload.order.id}`,
      );
      return;
    }
    setError(payload.userErrors[0]?.message ?? null);
    // A coupon used by another tab or points spent meanwhile: the quote shows what is left to choose from.
    void quoteResult.refetch();
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('orders.confirmTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('orders.delivery')}
          </Title>
          <Choice
            value={deliveryMethod}
            onChange={setDeliveryMethod}
            options={[
              { value: 'EXPRESS', label: t('orders.express') },
              { value: 'PICKUP', label: t('orders.pickup') },
            ]}
          />
          {deliveryMethod === 'EXPRESS' && (
            <DeliveryAddressChoice addresses={addresses} chosenAddressId={chosenAddress} onChoose={setAddressId} />
          )}
          {deliveryMethod === 'PICKUP' && options && (
            <>
              <NativeSelect
                label={t('orders.pickupPoint')}
                value={chosenPoint ?? ''}
                onChange={(event) => setPickupPointId(event.currentTarget.value)}
                data={(choices?.pickupPoints ?? []).map((point) => ({
                  value: point.id,
                  label: `${point.name} · ${point.address}`,
                }))}
              />
              <Group grow>
                <NativeSelect
                  label={t('orders.pickupDate')}
                  value={chosenDate ?? ''}
                  onChange={(event) => setPickupDate(event.currentTarget.value)}
                  data={options.pickupDates}
                />
                <NativeSelect
                  label={t('orders.pickupTime')}
                  value={chosenSlot ?? ''}
                  onChange={(event) => setTimeSlot(event.currentTarget.value)}
                  data={options.timeSlots}
                />
              </Group>
              {(choices?.myPickupPersons.length ?? 0) > 0 ? (
                <NativeSelect
                  label={t('orders.pickupPerson')}
                  value={chosenPerson ?? ''}
                  onChange={(event) => setPersonId(event.currentTarget.value)}
                  data={(choices?.myPickupPersons ?? []).map((person) => ({
                    value: person.id,
                    label: `${person.name} ${person.phone}`,
                  }))}
                />
              ) : (
                <Text c="dimmed">{t('orders.noPickupPerson')}</Text>
              )}
              <Anchor component={Link} to="/user/address" size="sm">
                {t('orders.managePickupPersons')}
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('orders.invoice')}
          </Title>
          <Choice
            value={invoiceType}
            onChange={setInvoiceType}
            options={[
              { value: 'NONE', label: t('orders.invoiceNone') },
              { value: 'PERSONAL', label: t('orders.invoicePersonal') },
              { value: 'ENTERPRISE', label: t('orders.invoiceEnterprise') },
            ]}
          />
          {invoiceType !== 'NONE' && (
            <TextInput
              label={t('orders.invoiceTitle')}
              value={invoiceTitle}
              maxLength={INVOICE_TITLE_MAX}
              onChange={(event) => setInvoiceTitle(event.currentTarget.value)}
            />
          )}
          {invoiceType === 'ENTERPRISE' && (
            <TextInput
              label={t('orders.taxNumber')}
              value={taxNumber}
              maxLength={TAX_NUMBER_MAX}
              onChange={(event) => setTaxNumber(event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('orders.remark')}
            value={remark}
            maxLength={ORDER_REMARK_MAX}
            description={t('orders.remarkHint', { count: remark.length, max: ORDER_REMARK_MAX })}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('orders.items')}
          </Title>
          {!quote && !quoteResult.error && <Skeleton h={80} />}
          {quoteResult.error && !quote && (
            <Alert color="gray" data-testid="checkout-unavailable">
              {quoteResult.error.message}{' '}
              <Anchor component={Link} to="/shoppingCart">
                {t('orders.backToCart')}
              </Anchor>
            </Alert>
          )}
          {quote?.lines.map((line) => (
            <Group key={line.productId} justify="space-between" wrap="wrap" data-testid="checkout-line">
              <Text>
                <Text span fw={600}>
                  {line.mpn}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {line.brandName} · {line.quantity} × {formatMoneyMilli(line.unitPriceMilli, locale)}
                </Text>
              </Text>
              <Text ff="monospace">{money(line.lineTotalFen)}</Text>
              {line.problem && (
                <Text c="red" size="sm" w="100%">
                  {line.problem.message}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>

      {quote && (
        <CheckoutCouponPicker
          coupons={quote.coupons}
          selectedCouponId={quote.selectedCouponId ?? null}
          choice={couponChoice}
          pricing={quoteResult.loading}
          onChoose={setCouponChoice}
        />
      )}
      {quote?.points && (
        <CheckoutPointsField
          points={quote.points}
          deductionFen={quote.pointsDeductionFen}
          requested={pointsRequested}
          onRequest={setPointsRequested}
        />
      )}
      {quote && (
        <Paper withBorder radius="md" p="md" data-testid="checkout-totals">
          <Stack gap={4}>
            {(
              [
                ['items', quote.itemsFen, 1],
                ['memberDiscount', quote.memberDiscountFen, -1],
                ['coupon', quote.couponDeductionFen, -1],
                ['points', quote.pointsDeductionFen, -1],
                ['freight', quote.freightFen, 1],
              ] as const
            )
              // A discount line shows when it applies: a deduction made, or coupons and points the shopper can use.
              .filter(
                ([key, fen]) =>
                  fen > 0 ||
                  key === 'items' ||
                  key === 'freight' ||
                  (key === 'coupon' && quote.coupons.length > 0) ||
                  (key === 'points' && (quote.points?.maxUsable ?? 0) > 0),
              )
              .map(([key, fen, sign]) => (
                <Group key={key} justify="space-between" data-testid={`total-${key}`}>
                  <Text size="sm">
                    {t(`orders.totals.${key}`)}
                    {key === 'coupon' && couponTitle ? ` · ${couponTitle}` : ''}
                    {key === 'points' && quote.points && quote.points.used > 0
                      ? ` · ${t('points.count', { count: quote.points.used, points: new Intl.NumberFormat(locale).format(quote.points.used) })}`
                      : ''}
                  </Text>
                  <Text size="sm" ff="monospace">
                    {sign < 0 && fen > 0 ? '-' : ''}
                    {money(fen)}
                  </Text>
                </Group>
              ))}
            <Group justify="space-between">
              <Text fw={700}>{t('orders.totals.payable')}</Text>
              <Text fw={700} c="teal" size="lg" ff="monospace" data-testid="total-payable">
                {money(quote.payableFen)}
              </Text>
            </Group>
          </Stack>
        </Paper>
      )}
      {error && (
        <Alert color="red" data-testid="checkout-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          onClick={() => void submit()}
          loading={placing.loading}
          disabled={!quote || !quoteIsCurrent || hasProblem}
        >
          {t('orders.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
