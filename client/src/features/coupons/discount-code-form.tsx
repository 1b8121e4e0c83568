import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import { RedeemDiscountCodeMutation } from './coupon-operations';

/** A discount code turns into a coupon in My coupons; the server says why a code does not work. */
export function DiscountCodeForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [redeem, redeeming] = useMutation(RedeemDiscountCodeMutation, {
    refetchQueries: ['CouponOffers', 'MyCoupons', 'AccountFigures'],
  });

  async function submit() {
    setError(null);
    const result = await redeem({ variables: { input: { code: code.trim() } } }).catch(() => null);
    const payload = result?.data?.redeemDiscountCode;
    if (!payload) return;
    if (payload.userErrors[0]) {
      setError(payload.userErrors[0].message);
      return;
    }
    setCode('');
    showToast(t('coupons.code.redeemed', { title: payload.coupon?.title ?? '' }), 'success');
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="discount-code-form">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('coupons.code.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('coupons.code.hint')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('coupons.code.label')}
              placeholder={t('coupons.code.label')}
              value={code}
              maxLength={64}
              autoComplete="off"
              error={error}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={redeeming.loading} disabled={code.trim() === ''}>
              {t('coupons.code.redeem')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
