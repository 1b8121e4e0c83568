import { useQuery } from '@apollo/client/react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InvoiceRequestStatus } from '../../gql/graphql';
import { StaffInvoiceRequestsQuery } from './admin-invoices-operations';
import { InvoiceRequestRow } from './invoice-request-row';

const PAGE = 20;
const STATUS_FILTERS = ['REQUESTED', 'ISSUED', 'ALL'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

function statusFilterFrom(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'REQUESTED';
}

/**
 * `/admin/invoices`: buyers' invoice requests, waiting ones first by default, filtered by state and by the beginning
 * of an order number or invoice title (both in the address), each issued with its number; issued ones have a PDF.
 */
export function InvoicesConsole() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusFilter = statusFilterFrom(params.get('status'));
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const status: InvoiceRequestStatus | null = statusFilter === 'ALL' ? null : statusFilter;
  const { data, loading, fetchMore } = useQuery(StaffInvoiceRequestsQuery, {
    variables: { status, search: search || null, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffInvoiceRequests;

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminInvoices.title')}
      </Title>
      <Group align="flex-end" justify="space-between">
        <SegmentedControl
          value={statusFilter}
          onChange={(value) => update({ status: value === 'REQUESTED' ? null : value })}
          data={STATUS_FILTERS.map((value) => ({ value, label: t(`adminInvoices.filters.${value}`) }))}
        />
        <Group
          align="flex-end"
          gap="xs"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || null });
          }}
        >
          <TextInput
            label={t('adminInvoices.search')}
            placeholder={t('adminInvoices.searchPlaceholder')}
            value={text}
            maxLength={64}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid="invoice-search"
          />
          <Button type="submit" variant="default">
            {t('adminInvoices.searchButton')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('adminInvoices.count', { count: list?.totalCount ?? 0 })}
      </Text>
      {list && list.edges.length === 0 && <Text c="dimmed">{t('adminInvoices.empty')}</Text>}
      {list?.edges.map(({ node }) => (
        <InvoiceRequestRow key={node.id} entry={node} />
      ))}
      {list?.pageInfo.hasNextPage && (
        <Button
          variant="default"
          loading={loading}
          style={{ alignSelf: 'center' }}
          onClick={() =>
            void fetchMore({
              variables: { after: list.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                staffInvoiceRequests: {
                  ...fetchMoreResult.staffInvoiceRequests,
                  edges: [...previous.staffInvoiceRequests.edges, ...fetchMoreResult.staffInvoiceRequests.edges],
                },
              }),
            })
          }
        >
          {t('adminInvoices.more')}
        </Button>
      )}
    </Stack>
  );
}
