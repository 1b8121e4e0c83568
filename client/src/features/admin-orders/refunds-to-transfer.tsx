import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { Permission } from '../../gql/graphql';
import { ConfirmTransferForm } from './confirm-transfer-form';
import { RefundCard } from './refund-card';
import { AdminRefundsToTransferQuery, RefundFieldsFragment } from './refunds-operations';

const PAGE = 20;

/**
 * Refunds of orders paid by bank remittance: the shop sends the money itself, then confirms with the transfer
 * receipts, which settles the refund (and moves its after-sales request on).
 */
export function RefundsToTransfer({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const { data, loading, fetchMore } = useQuery(AdminRefundsToTransferQuery, {
    variables: { statuses: ['TO_TRANSFER'], first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffRefunds;
  const canTransfer = permissions.includes('REFUND_TRANSFER');

  return (
    <Stack gap="sm" data-testid="refunds-to-transfer">
      <Title order={2} size="h4">
        {t('adminAfterSale.toTransfer.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminAfterSale.toTransfer.hint')}
      </Text>
      {!canTransfer && <Alert color="gray">{t('adminAfterSale.toTransfer.readOnly')}</Alert>}
      {(list?.edges ?? []).map(({ node }) => {
        const { id } = getFragmentData(RefundFieldsFragment, node);
        return (
          <RefundCard key={id} refund={node} showOrder>
            {canTransfer && <ConfirmTransferForm refundId={id} />}
          </RefundCard>
        );
      })}
      {!loading && list?.edges.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('adminAfterSale.toTransfer.empty')}
        </Text>
      )}
      {list?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  staffRefunds: {
                    ...fetchMoreResult.staffRefunds,
                    edges: [...previous.staffRefunds.edges, ...fetchMoreResult.staffRefunds.edges],
                  },
                }),
              })
            }
          >
            {t('adminAfterSale.toTransfer.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
