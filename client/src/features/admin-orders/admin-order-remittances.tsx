import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetailQuery } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import { AdminConfirmRemittanceMutation, AdminRejectRemittanceMutation } from './admin-orders-operations';

type Remittance = NonNullable<AdminOrderDetailQuery['staffOrder']>['remittances'][number];

const REFRESH = { refetchQueries: ['AdminOrderDetail', 'AdminOrdersList'], awaitRefetchQueries: true };

/** The order's offline bank remittances with their proofs; one under review can be confirmed or rejected. */
export function AdminOrderRemittances({ remittances }: { remittances: readonly Remittance[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [confirmRemittance] = useMutation(AdminConfirmRemittanceMutation, REFRESH);
  const [rejectRemittance] = useMutation(AdminRejectRemittanceMutation, REFRESH);
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  if (remittances.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('adminOrders.remittances')}
      </Title>
      {remittances.map((remittance) => (
        <Paper key={remittance.id} withBorder p="sm" data-testid="admin-order-remittance">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm">
                {`${remittance.payerName} · ${remittance.bank} · ${remittance.account} · ${money(remittance.amountFen)}`}
              </Text>
              <Badge color={remittance.status === 'REJECTED' ? 'red' : 'blue'}>
                {t(`adminOrders.remittanceStatus.${remittance.status}`)}
              </Badge>
            </Group>
            {remittance.rejectReason && (
              <Text size="sm" c="red">
                {remittance.rejectReason}
              </Text>
            )}
            <SimpleGrid cols={{ base: 3, sm: 6 }}>
              {remittance.proofUrls.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <Image src={url} alt={t('adminOrders.proof')} h={80} fit="contain" />
                </a>
              ))}
            </SimpleGrid>
            {remittance.status === 'UNDER_REVIEW' && (
              <>
                <Group>
                  <Button
                    color="green"
                    onClick={async () => {
                      const result = await confirmRemittance({
                        variables: { input: { id: remittance.id } },
                      }).catch(() => null);
                      reportOutcome(result?.data?.confirmRemittance.userErrors, t('adminOrders.remittanceConfirmed'));
                    }}
                  >
                    {t('adminOrders.confirmRemittance')}
                  </Button>
                </Group>
                <InlineForm
                  label={t('adminOrders.rejectReason')}
                  button={t('adminOrders.rejectRemittance')}
                  color="red"
                  testId="admin-remittance-reject"
                  onSubmit={async (reason) => {
                    const result = await rejectRemittance({
                      variables: { input: { id: remittance.id, reason } },
                    }).catch(() => null);
                    return reportOutcome(
                      result?.data?.rejectRemittance.userErrors,
                      t('adminOrders.remittanceRejected'),
                    );
                  }}
                />
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
