import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAfterSaleDetailQuery } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';

type Request = NonNullable<AdminAfterSaleDetailQuery['afterSaleRequest']>;

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** What the buyer asked for and why, the amounts the server computed, and the logistics both ways. */
export function AfterSaleFacts({ request }: { request: Request }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const when = (at: string | null | undefined) => (at ? formatDateTime(at, locale) : '');
  const { refund } = request;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Stack gap={4}>
          {request.buyer && (
            <Field label={t('adminAfterSale.buyer')}>
              {[request.buyer.nickname, request.buyer.phone].filter(Boolean).join(' · ')}
            </Field>
          )}
          <Field label={t('adminAfterSale.contactPhone')}>{request.contactPhone}</Field>
          <Field label={t('adminAfterSale.order')}>
            <Anchor component={Link} to={`/admin/orders?id=${request.orderId}`} size="sm">
              {request.orderNumber}
            </Anchor>
          </Field>
          <Field label={t('adminAfterSale.appliedAt')}>{when(request.createdAt)}</Field>
          <Field label={t('adminAfterSale.reason')}>
            {t(`afterSale.reasons.${request.reasonCode}`, { defaultValue: request.reasonCode })}
          </Field>
          {request.explanation && <Field label={t('adminAfterSale.explanation')}>{request.explanation}</Field>}
          {request.proofRequest && <Field label={t('adminAfterSale.proofAsked')}>{request.proofRequest}</Field>}
          {request.rejectReason && <Field label={t('adminAfterSale.rejectReason')}>{request.rejectReason}</Field>}
          {request.goodsFine !== null && request.goodsFine !== undefined && (
            <Field label={t('adminAfterSale.goodsCondition')}>
              {t(request.goodsFine ? 'adminAfterSale.goodsFine' : 'adminAfterSale.goodsNotFine')}
            </Field>
          )}
        </Stack>
      </Paper>

      <Table striped withTableBorder data-testid="after-sale-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminOrders.part')}</Table.Th>
            <Table.Th ta="right">{t('adminOrders.quantity')}</Table.Th>
            <Table.Th ta="right">{t('adminAfterSale.lineRefund')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.lines.map((line) => (
            <Table.Tr key={line.orderLineId}>
              <Table.Td>
                <Text size="sm">{line.mpn}</Text>
                <Text size="xs" c="dimmed">
                  {line.brandName} · {line.package}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.refundFen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Field label={t('adminAfterSale.refundAmount')} testId="after-sale-refund-amount">
            <b>{money(request.refundFen)}</b>
          </Field>
          {request.freightRefundFen > 0 && (
            <Field label={t('adminAfterSale.freightIncluded')}>{money(request.freightRefundFen)}</Field>
          )}
          {refund && (
            <Field label={t('adminAfterSale.refund')} testId="after-sale-refund">
              {`${money(refund.amountFen)} · ${t(`adminOrders.paymentMethods.${refund.method}`)} · ${t(`adminAfterSale.refundStatuses.${refund.status}`)}${refund.settledAt ? ` · ${when(refund.settledAt)}` : ''}`}
            </Field>
          )}
        </Stack>
      </Paper>

      {request.proofImageUrls.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('adminAfterSale.proofImages')}
          </Title>
          <SimpleGrid cols={{ base: 3, sm: 6 }}>
            {request.proofImageUrls.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={t('adminAfterSale.proofImage')} h={80} fit="contain" />
              </a>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {(request.returnAddress || request.returnWaybillNumber || request.replacementWaybillNumber) && (
        <Paper withBorder p="sm" data-testid="after-sale-logistics">
          <Stack gap={4}>
            {request.returnAddress && <Field label={t('adminAfterSale.returnAddress')}>{request.returnAddress}</Field>}
            {request.returnDeadlineAt && (
              <Field label={t('adminAfterSale.returnDeadline')}>{when(request.returnDeadlineAt)}</Field>
            )}
            {request.returnWaybillNumber && (
              <Field label={t('adminAfterSale.returnWaybill')}>
                {`${t(`carriers.${request.returnCarrier ?? 'OTHER'}`, { defaultValue: request.returnCarrier ?? '' })} ${request.returnWaybillNumber} · ${when(request.returnShippedAt)}`}
              </Field>
            )}
            {request.replacementWaybillNumber && (
              <Field label={t('adminAfterSale.replacementWaybill')}>
                {`${t(`carriers.${request.replacementCarrier ?? 'OTHER'}`, { defaultValue: request.replacementCarrier ?? '' })} ${request.replacementWaybillNumber}`}
              </Field>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
