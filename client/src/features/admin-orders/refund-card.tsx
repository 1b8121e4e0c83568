import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { RefundFieldsFragment } from './refunds-operations';

const statusColor = { PENDING: 'yellow', TO_TRANSFER: 'orange', SUCCEEDED: 'green', FAILED: 'red' } as const;

/** One refund: amount, the way it goes back, why, its state and, for a bank transfer, the receipts staff uploaded. */
export function RefundCard({
  refund: ref,
  children,
  showOrder = false,
}: {
  refund: FragmentType<typeof RefundFieldsFragment>;
  children?: ReactNode;
  showOrder?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const refund = getFragmentData(RefundFieldsFragment, ref);
  return (
    <Paper withBorder p="sm" data-testid="refund">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {`${formatMoneyFen(BigInt(refund.amountFen), locale)} · ${t(`adminOrders.paymentMethods.${refund.method}`)}`}
          </Text>
          <Badge color={statusColor[refund.status]} variant="light" data-testid="refund-status">
            {t(`adminAfterSale.refundStatuses.${refund.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            showOrder ? t('orders.number', { number: refund.orderNumber }) : null,
            refund.reason,
            formatDateTime(refund.createdAt, locale),
            refund.settledAt
              ? t('adminAfterSale.refundSettledAt', { time: formatDateTime(refund.settledAt, locale) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {refund.transferProofUrls.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 6 }}>
            {refund.transferProofUrls.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={t('adminAfterSale.transferProof')} h={60} fit="contain" />
              </a>
            ))}
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
