import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../locale-format/format-date';
import { formatMoneyFen } from '../money/format-money';
import { sortCouponOptions, type CouponChoice } from './coupon-choice';

interface CheckoutCouponOption {
  couponId: string;
  title: string;
  usable: boolean;
  deductionFen: number;
  validUntil: unknown;
  reason?: { message: string } | null;
}

interface CheckoutCouponPickerProps {
  coupons: readonly CheckoutCouponOption[];
  /** The coupon the quote applied (the best one unless the buyer chose). */
  selectedCouponId: string | null;
  /** What the buyer last chose; shown while the quote for it is on its way. */
  choice: CouponChoice;
  pricing: boolean;
  onChoose: (choice: CouponChoice) => void;
}

const NO_COUPON = 'none';

/** The confirm page's coupon choice: usable coupons with what each takes off, unusable ones with the reason. */
export function CheckoutCouponPicker({
  coupons,
  selectedCouponId,
  choice,
  pricing,
  onChoose,
}: CheckoutCouponPickerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const options = sortCouponOptions(coupons);
  const usableCount = options.filter((option) => option.usable).length;
  const chosen =
    pricing && choice.kind !== 'best' ? (choice.kind === 'none' ? NO_COUPON : choice.couponId) : selectedCouponId;
  return (
    <Paper withBorder radius="md" p="md" data-testid="checkout-coupons">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('coupons.picker.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('coupons.picker.usableCount', { usable: usableCount, total: options.length })}
          </Text>
        </Group>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coupons.picker.noCoupons')}
          </Text>
        ) : (
          <Radio.Group
            aria-label={t('coupons.picker.title')}
            value={chosen ?? NO_COUPON}
            onChange={(value) => onChoose(value === NO_COUPON ? { kind: 'none' } : { kind: 'coupon', couponId: value })}
          >
            <Stack gap="xs">
              {options.map((option) => (
                <Radio
                  key={option.couponId}
                  value={option.couponId}
                  disabled={!option.usable}
                  data-testid="checkout-coupon"
                  label={
                    <Group gap="xs" wrap="wrap">
                      <Text span size="sm" fw={600}>
                        {option.title}
                      </Text>
                      {option.usable && (
                        <Text span size="sm" c="red" ff="monospace">
                          -{money(option.deductionFen)}
                        </Text>
                      )}
                    </Group>
                  }
                  description={
                    option.usable
                      ? t('coupons.validity.until', { until: formatDate(option.validUntil as string, locale) })
                      : (option.reason?.message ?? t('coupons.picker.unusable'))
                  }
                />
              ))}
              <Radio value={NO_COUPON} label={t('coupons.picker.none')} data-testid="checkout-no-coupon" />
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Paper>
  );
}
