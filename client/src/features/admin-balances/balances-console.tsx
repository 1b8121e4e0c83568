import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceAdjustForm, type ChosenCustomer } from './balance-adjust-form';
import { BalanceAdjustmentList } from './balance-adjustment-list';
import { CustomerPicker } from './customer-picker';

/**
 * `/admin/balances`: find a customer, credit or debit their balance with a reason (money moves only through the
 * wallet's ledger), and the adjustments made so far, the chosen customer's or everybody's.
 */
export function BalancesConsole() {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<ChosenCustomer | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminBalances.title')}
      </Title>
      <Text c="dimmed">{t('adminBalances.explain')}</Text>
      <CustomerPicker onPick={setCustomer} />
      {customer && (
        <>
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setCustomer(null)}>
              {t('adminBalances.everybody')}
            </Button>
          </Group>
          <BalanceAdjustForm key={customer.id} customer={customer} />
        </>
      )}
      <BalanceAdjustmentList customerId={customer?.id ?? null} />
    </Stack>
  );
}
