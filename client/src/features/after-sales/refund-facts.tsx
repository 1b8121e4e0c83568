import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceNote } from './balance-note';

interface RefundFactsProps {
  refund: { method: string; status: string; settledAt?: unknown };
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The request's refund: where the money goes (back the way it came), how far it is, when it arrived, and after a
 * refund to the balance, the balance it landed in.
 */
export function RefundFacts({ refund }: RefundFactsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Fact label={t('afterSale.detail.refundMethod')} testId="after-sale-refund-method">
        {t(`afterSale.refundMethods.${refund.method}`)}
      </Fact>
      <Fact label={t('afterSale.detail.refundStatus')} testId="after-sale-refund-status">
        {t(`afterSale.refundStatus.${refund.status}`)}
      </Fact>
      {Boolean(refund.settledAt) && (
        <Fact label={t('afterSale.detail.refundedAt')} testId="after-sale-refunded-at">
          {new Date(refund.settledAt as string).toLocaleString(locale)}
        </Fact>
      )}
      {refund.status === 'SUCCEEDED' && refund.method === 'BALANCE' && <BalanceNote />}
    </>
  );
}
