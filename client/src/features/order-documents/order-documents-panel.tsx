import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDocumentKind } from '../../gql/graphql';
import { DocumentForm } from './document-form';
import { InvoiceRequestForm } from './invoice-request-form';
import { OrderDocumentsInvoiceQuery } from './order-documents-operations';

/**
 * The order detail page's documents: proforma invoice and contract PDFs (a form first), and the request
 * for the tax invoice of a received order with its state.
 */
export function OrderDocumentsPanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [documentKind, setDocumentKind] = useState<OrderDocumentKind | null>(null);
  const [requesting, setRequesting] = useState(false);
  const order = useQuery(OrderDocumentsInvoiceQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' })
    .data?.order;
  const request = order?.invoiceRequest;

  return (
    <Paper withBorder radius="md" p="md" data-testid="order-documents">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('orderDocuments.title')}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setDocumentKind('PROFORMA')}>
            {t('orderDocuments.proforma')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setDocumentKind('CONTRACT')}>
            {t('orderDocuments.contract')}
          </Button>
          {order?.canRequestInvoice && (
            <Button size="xs" onClick={() => setRequesting(true)}>
              {t('orderDocuments.invoice.request')}
            </Button>
          )}
        </Group>
        {request && (
          <Group gap="xs" data-testid="invoice-request">
            <Text size="sm">{t('orderDocuments.invoice.label')}</Text>
            <Badge color={request.status === 'ISSUED' ? 'teal' : 'blue'}>
              {t(`orderDocuments.invoice.status.${request.status}`)}
            </Badge>
            <Text size="sm">
              {[t(`orderDocuments.invoice.types.${request.type}`), request.title, request.taxNumber, request.email]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {request.status === 'ISSUED' && (
              <Text size="sm" c="dimmed">
                {t('orderDocuments.invoice.issued', {
                  number: request.invoiceNumber ?? '',
                  time: request.issuedAt ? new Date(request.issuedAt as string).toLocaleString(locale) : '',
                })}
              </Text>
            )}
            {request.pdfUrl && (
              <Anchor href={request.pdfUrl} download size="sm" data-testid="invoice-pdf">
                {t('orderDocuments.invoice.pdf')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
      {documentKind && <DocumentForm orderId={orderId} kind={documentKind} onClose={() => setDocumentKind(null)} />}
      {requesting && order && (
        <InvoiceRequestForm
          orderId={orderId}
          initial={{
            type: order.invoiceType,
            title: order.invoiceTitle ?? '',
            taxNumber: order.invoiceTaxNumber ?? '',
          }}
          onClose={() => setRequesting(false)}
        />
      )}
    </Paper>
  );
}
