import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AfterSaleActions } from '../../features/after-sales/after-sale-actions';
import { AfterSaleDetailQuery, AfterSaleSummaryFragment } from '../../features/after-sales/after-sale-operations';
import { statusColor } from '../../features/after-sales/after-sale-tabs';
import { AfterSaleTimeline } from '../../features/after-sales/after-sale-timeline';
import { RefundFacts } from '../../features/after-sales/refund-facts';
import { ReturnAddressPanel } from '../../features/after-sales/return-address-panel';
import { useLiveAfterSaleChanges } from '../../features/after-sales/use-live-after-sale-changes';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatMoneyFen } from '../../features/money/format-money';
import { getFragmentData } from '../../gql';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
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

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One request: its state, what the buyer can do next, the return address, lines, money and every event; live. */
export default function UserRefundDetailsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('afterSale.detailTitle'));
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const { data, loading, error } = useQuery(AfterSaleDetailQuery, {
    variables: { id },
    skip: !/^\d+$/.test(id),
    fetchPolicy: 'cache-and-network',
  });
  useLiveAfterSaleChanges();
  const request = data?.afterSaleRequest;
  const summary = request && getFragmentData(AfterSaleSummaryFragment, request);
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const time = (value: unknown) => (value ? new Date(value as string).toLocaleString(locale) : '—');

  if (loading && !request) return <Skeleton h={320} radius="md" />;
  if (!request || !summary) return <Alert color="gray">{error?.message ?? t('afterSale.notFound')}</Alert>;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        {/* A service number is 22 characters without a break: on a phone it wraps rather than widen the page. */}
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('afterSale.serviceNumber', { number: summary.serviceNumber })}
        </Title>
        <Badge size="lg" color={statusColor(summary.status)} data-testid="after-sale-status">
          {t(`afterSale.status.${summary.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`afterSale.statusHints.${summary.status}`)}
      </Text>
      {request.rejectReason && summary.status === 'REJECTED' && (
        <Alert color="red" data-testid="after-sale-reject-reason">
          {t('afterSale.detail.rejected', { reason: request.rejectReason })}
        </Alert>
      )}
      {request.proofRequest && request.availableActions.includes('ADD_PROOF') && (
        <Alert color="orange">{t('afterSale.detail.proofRequest', { note: request.proofRequest })}</Alert>
      )}
      <AfterSaleActions id={summary.id} actions={request.availableActions} proofRequest={request.proofRequest} />
      {request.returnAddress && <ReturnAddressPanel request={request} />}

      <Section title={t('afterSale.detail.request')}>
        <Field label={t('afterSale.detail.type')}>{t(`afterSale.types.${summary.type}`)}</Field>
        <Field label={t('afterSale.detail.order')}>
          <Anchor component={Link} to={`/user/order/details?id=${summary.orderId}`}>
            {summary.orderNumber}
          </Anchor>
        </Field>
        <Field label={t('afterSale.detail.reason')}>
          {t(`afterSale.reasons.${request.reasonCode}`, { defaultValue: request.reasonCode })}
        </Field>
        <Field label={t('afterSale.detail.explanation')}>{request.explanation || '—'}</Field>
        <Field label={t('afterSale.detail.contactPhone')}>{request.contactPhone}</Field>
        <Field label={t('afterSale.detail.createdAt')}>{time(summary.createdAt)}</Field>
        {request.proofImageUrls.length > 0 && (
          <Group gap="xs" data-testid="after-sale-proofs">
            {request.proofImageUrls.map((url, index) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={t('afterSale.apply.image', { index: index + 1 })} w={72} h={72} radius="sm" />
              </Anchor>
            ))}
          </Group>
        )}
      </Section>

      <Section title={t('afterSale.detail.linesAndMoney')}>
        {request.lines.map((line) => (
          <Group key={line.orderLineId} justify="space-between" wrap="wrap" data-testid="after-sale-detail-line">
            <Text size="sm">
              {line.mpn} · {line.brandName} · × {line.quantity}
            </Text>
            <Text size="sm" ff="monospace">
              {money(line.refundFen)}
            </Text>
          </Group>
        ))}
        {request.freightRefundFen > 0 && (
          <Field label={t('afterSale.detail.freightRefund')}>{money(request.freightRefundFen)}</Field>
        )}
        <Field label={t('afterSale.detail.refundAmount')} testId="after-sale-refund-amount">
          {money(summary.refundFen)}
        </Field>
        {request.refund && <RefundFacts refund={request.refund} />}
      </Section>

      {request.replacementWaybillNumber && (
        <Section title={t('afterSale.detail.replacement')}>
          <Text size="sm">{`${t(`carriers.${request.replacementCarrier ?? 'OTHER'}`)} · ${request.replacementWaybillNumber}`}</Text>
        </Section>
      )}

      <Section title={t('afterSale.detail.timeline')}>
        <AfterSaleTimeline events={request.timeline} />
      </Section>
    </Stack>
  );
}
