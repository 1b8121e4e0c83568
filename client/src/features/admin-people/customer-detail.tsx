import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { CustomerRecentOrders } from '../admin-orders/customer-recent-orders';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import {
  DisableCustomerMutation,
  EnableCustomerMutation,
  StaffCustomerDetailFragment,
  StaffCustomerQuery,
} from './admin-people-operations';

interface CustomerDetailProps {
  customerId: string;
  canDisable: boolean;
  onBack: () => void;
}

/** One customer: contact, membership, balance, orders (the order console's recent list), devices; disable or enable. */
export function CustomerDetail({ customerId, canDisable, onBack }: CustomerDetailProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery(StaffCustomerQuery, { variables: { id: customerId }, fetchPolicy: 'network-only' });
  const [disable] = useMutation(DisableCustomerMutation, {
    refetchQueries: [StaffCustomerQuery],
  });
  const [enable] = useMutation(EnableCustomerMutation, { refetchQueries: [StaffCustomerQuery] });
  const detail = getFragmentData(StaffCustomerDetailFragment, data?.staffCustomer);
  if (!detail) return null;
  const { customer } = detail;

  async function change(kind: 'disable' | 'enable', reason: string): Promise<boolean> {
    const input = { customerId, reason };
    const result =
      kind === 'disable'
        ? (await disable({ variables: { input } }).catch(() => undefined))?.data?.disableCustomer
        : (await enable({ variables: { input } }).catch(() => undefined))?.data?.enableCustomer;
    const done = kind === 'disable' ? t('adminPeople.customers.disabled') : t('adminPeople.customers.enabled');
    return reportOutcome(result?.userErrors, done);
  }

  return (
    <Stack gap="md" data-testid="customer-detail">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {customer.displayName}{' '}
          {customer.disabledAt ? (
            <Badge color="red">{t('adminPeople.disabled')}</Badge>
          ) : (
            <Badge color="green">{t('adminPeople.active')}</Badge>
          )}
        </Title>
        <Button variant="subtle" onClick={onBack}>
          {t('adminPeople.back')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('adminPeople.customers.contact')}
          </Text>
          <Text>{customer.email ?? '—'}</Text>
          <Text>{customer.phone ?? '—'}</Text>
          <Text>{customer.username ?? '—'}</Text>
          <Text size="sm" c="dimmed">
            {t('adminPeople.customers.since', { date: formatDateTime(customer.createdAt, locale) })}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('adminPeople.customers.balance')}
          </Text>
          <Text fw={700} data-testid="customer-balance">
            {formatMoneyFen(BigInt(detail.balanceFen), locale)}
          </Text>
          <Text size="sm">
            {customer.vip === 1 ? t('adminPeople.customers.vipMember') : t('adminPeople.customers.regularMember')}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('adminPeople.customers.orders')}
          </Text>
          <Text fw={700}>{customer.orderCount}</Text>
        </Card>
      </SimpleGrid>
      {customer.disabledAt && (
        <Text c="red">
          {t('adminPeople.disabledSince', {
            date: formatDateTime(customer.disabledAt, locale),
            reason: customer.disabledReason ?? '',
          })}
        </Text>
      )}
      <CustomerRecentOrders customerId={customerId} />
      <Title order={3} size="h5">
        {t('adminPeople.customers.sessions')}
      </Title>
      {detail.sessions.length === 0 ? (
        <Text c="dimmed">{t('adminPeople.customers.noSessions')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {detail.sessions.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>{session.userAgent ?? '—'}</Table.Td>
                <Table.Td>{session.ip ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(session.lastSeenAt, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canDisable &&
        (customer.disabledAt ? (
          <InlineForm
            label={t('adminPeople.reason')}
            button={t('adminPeople.enable')}
            testId="enable-customer"
            onSubmit={(reason) => change('enable', reason)}
          />
        ) : (
          <InlineForm
            label={t('adminPeople.reason')}
            button={t('adminPeople.disable')}
            color="red"
            testId="disable-customer"
            onSubmit={(reason) => change('disable', reason)}
          />
        ))}
    </Stack>
  );
}
