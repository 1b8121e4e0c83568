import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../gql/graphql';
import { StaffCustomersQuery } from './admin-people-operations';
import { CustomerDetail } from './customer-detail';

const PAGE_SIZE = 20;

/** Customers: search by id, e-mail, phone, username or nickname, a page at a time; a row opens its detail. */
export function CustomersPanel({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, fetchMore } = useQuery(StaffCustomersQuery, {
    variables: { query, first: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const connection = data?.staffCustomers;

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setSelected(null);
    setQuery(text.trim());
  }

  if (selected) {
    return (
      <CustomerDetail
        customerId={selected}
        canDisable={permissions.includes('CUSTOMER_DISABLE')}
        onBack={() => setSelected(null)}
      />
    );
  }

  return (
    <Stack gap="sm" data-testid="customers-panel">
      <form onSubmit={search}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('adminPeople.customers.search')}
            placeholder={t('adminPeople.customers.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={loading}>
            {t('adminPeople.customers.find')}
          </Button>
        </Group>
      </form>
      {connection && (
        <Text size="sm" c="dimmed">
          {t('adminPeople.customers.count', { total: connection.totalCount })}
        </Text>
      )}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminPeople.customers.id')}</Table.Th>
            <Table.Th>{t('adminPeople.customers.name')}</Table.Th>
            <Table.Th>{t('adminPeople.customers.contact')}</Table.Th>
            <Table.Th>{t('adminPeople.customers.orders')}</Table.Th>
            <Table.Th>{t('adminPeople.customers.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connection?.edges.map(({ node }) => (
            <Table.Tr key={node.id} style={{ cursor: 'pointer' }} onClick={() => setSelected(node.id)}>
              <Table.Td>{node.id}</Table.Td>
              <Table.Td>
                {node.displayName}
                {node.vip === 1 && (
                  <Badge ml="xs" size="xs" color="yellow">
                    {t('adminPeople.customers.vip')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{[node.email, node.phone, node.username].filter(Boolean).join(' · ')}</Table.Td>
              <Table.Td>{node.orderCount}</Table.Td>
              <Table.Td>
                {node.disabledAt ? (
                  <Badge color="red">{t('adminPeople.disabled')}</Badge>
                ) : (
                  <Badge color="green">{t('adminPeople.active')}</Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {connection?.pageInfo.hasNextPage && (
        <Button variant="light" onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}>
          {t('adminPeople.more')}
        </Button>
      )}
    </Stack>
  );
}
