import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffInvoiceRequestsQuery as StaffInvoiceRequestsResult } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import { StaffIssueInvoiceMutation } from './admin-invoices-operations';

type StaffInvoiceRequest = StaffInvoiceRequestsResult['staffInvoiceRequests']['edges'][number]['node'];

/** One invoice request: what to invoice and to whom; issuing it with its number, or its PDF once issued. */
export function InvoiceRequestRow({ entry }: { entry: StaffInvoiceRequest }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const request = entry.invoiceRequest;
  const [issue] = useMutation(StaffIssueInvoiceMutation, { refetchQueries: ['StaffInvoiceRequests'] });
  return (
    <Paper withBorder p="sm" data-testid="invoice-request-row">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Anchor component={Link} to={`/admin/orders?id=${request.orderId}`} fw={600}>
              {entry.orderNumber}
            </Anchor>
            <Text size="sm">{entry.buyerName}</Text>
            <Text size="sm" c="dimmed">
              {formatMoneyFen(BigInt(entry.payableFen), locale)}
            </Text>
          </Group>
          <Badge color={request.status === 'ISSUED' ? 'teal' : 'blue'}>
            {t(`orderDocuments.invoice.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {[t(`orderDocuments.invoice.types.${request.type}`), request.title, request.taxNumber, request.email]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('adminInvoices.requestedAt', { time: formatDateTime(request.requestedAt as string, locale) })}
        </Text>
        {request.status === 'REQUESTED' ? (
          <InlineForm
            label={t('adminInvoices.invoiceNumber')}
            button={t('adminInvoices.issue')}
            testId="invoice-issue"
            maxLength={32}
            onSubmit={async (invoiceNumber) => {
              const result = await issue({
                variables: { input: { orderId: request.orderId, invoiceNumber } },
              }).catch(() => null);
              return reportOutcome(result?.data?.issueInvoice.userErrors, t('adminInvoices.issued'));
            }}
          />
        ) : (
          <Group gap="xs">
            <Text size="sm">
              {t('orderDocuments.invoice.issued', {
                number: request.invoiceNumber ?? '',
                time: request.issuedAt ? formatDateTime(request.issuedAt as string, locale) : '',
              })}
            </Text>
            {request.pdfUrl && (
              <Anchor href={request.pdfUrl} download size="sm" data-testid="invoice-pdf">
                {t('orderDocuments.invoice.pdf')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
