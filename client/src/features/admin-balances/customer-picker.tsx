import { useLazyQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceCustomerSearchQuery } from './admin-balances-operations';
import type { ChosenCustomer } from './balance-adjust-form';

/** Finds customers by id, e-mail, phone or name (the people module's search) and hands the chosen one over. */
export function CustomerPicker({ onPick }: { onPick: (customer: ChosenCustomer) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, { data, loading }] = useLazyQuery(BalanceCustomerSearchQuery, { fetchPolicy: 'network-only' });
  const found = data?.staffCustomers.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="xs" data-testid="customer-picker">
      <Group
        align="flex-end"
        gap="xs"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void search({ variables: { query: text.trim() } });
        }}
      >
        <TextInput
          label={t('adminBalances.search')}
          placeholder={t('adminBalances.searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="default" loading={loading} disabled={!text.trim()}>
          {t('adminBalances.searchButton')}
        </Button>
      </Group>
      {data && found.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('adminBalances.noMatch')}
        </Text>
      )}
      {found.map((customer) => (
        <Group key={customer.id} justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {customer.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              #{customer.id} {[customer.email, customer.phone].filter(Boolean).join(' · ')}
            </Text>
            {customer.vip === 1 && (
              <Badge size="xs" color="yellow">
                {t('chat.console.vip')}
              </Badge>
            )}
          </Group>
          <Button
            size="xs"
            variant="light"
            data-testid="customer-pick-option"
            onClick={() => onPick({ id: customer.id, name: customer.displayName })}
          >
            {t('adminBalances.pick')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
