import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';
import { LedgerReconciliationQuery } from './wallet-operations';
import { fen } from './wallet-format';

/** `/admin/reconciliation`: the last 30 days, each opening + credits − debits = closing; wallets against the ledger. */
export function ReconciliationReport() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, error } = useQuery(LedgerReconciliationQuery, {
    variables: { days: 30 },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Skeleton h={240} />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;
  const report = data.ledgerReconciliation;
  const money = (value: unknown) => formatMoneyFen(fen(value), locale);
  const ok = (balanced: boolean) => (
    <Badge color={balanced ? 'green' : 'red'}>{balanced ? t('wallet.recon.ok') : t('wallet.recon.off')}</Badge>
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('staff.consoles.reconciliation.title')}
      </Title>
      <Paper withBorder p="md" data-testid="reconciliation-summary" data-balanced={report.balanced}>
        <Group gap="xl" wrap="wrap">
          <Text>{t('wallet.recon.wallets', { amount: money(report.walletsTotalFen) })}</Text>
          <Text>{t('wallet.recon.ledger', { amount: money(report.ledgerTotalFen) })}</Text>
          <Text>{t('wallet.recon.mismatched', { count: report.mismatchedUsers })}</Text>
          {ok(report.balanced)}
        </Group>
      </Paper>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped data-testid="reconciliation-days">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wallet.recon.day')}</Table.Th>
              <Table.Th ta="right">{t('wallet.recon.opening')}</Table.Th>
              <Table.Th ta="right">{t('wallet.recon.credits')}</Table.Th>
              <Table.Th ta="right">{t('wallet.recon.debits')}</Table.Th>
              <Table.Th ta="right">{t('wallet.recon.closing')}</Table.Th>
              <Table.Th ta="right">{t('wallet.recon.entries')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...report.days].reverse().map((day) => (
              <Table.Tr key={String(day.day)}>
                <Table.Td>{String(day.day).slice(0, 10)}</Table.Td>
                <Table.Td ta="right">{money(day.openingFen)}</Table.Td>
                <Table.Td ta="right">{money(day.creditsFen)}</Table.Td>
                <Table.Td ta="right">{money(day.debitsFen)}</Table.Td>
                <Table.Td ta="right">{money(day.closingFen)}</Table.Td>
                <Table.Td ta="right">{day.entries}</Table.Td>
                <Table.Td>{ok(day.balanced)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
