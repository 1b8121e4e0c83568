import { useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { Permission, StaffAuditFilter } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { auditFilterOf, type AuditSearchForm } from './audit-filter';

const StaffAuditEntriesQuery = graphql(`
  query StaffAuditEntries($filter: StaffAuditFilter, $first: Int, $after: String) {
    staffAuditEntries(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          actorId
          actorName
          permission
          action
          subjectType
          subjectId
          detail
          at
        }
      }
    }
  }
`);

const AuditStaffMembersQuery = graphql(`
  query AuditStaffMembers {
    staffMembers {
      id
      username
      displayName
    }
  }
`);

const PAGE_SIZE = 25;
const emptyForm: AuditSearchForm = { actorId: '', what: '', from: '', to: '', subjectId: '' };

/** The audit log: every staff action, searched by who, what, when and subject, newest first. */
export function AuditLog({ permissions }: { permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [form, setForm] = useState<AuditSearchForm>(emptyForm);
  const [filter, setFilter] = useState<StaffAuditFilter>({});
  const { data, loading, fetchMore } = useQuery(StaffAuditEntriesQuery, {
    variables: { filter, first: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const staff = useQuery(AuditStaffMembersQuery, { skip: !permissions.includes('STAFF_MANAGE') });
  const connection = data?.staffAuditEntries;
  const field = (name: keyof AuditSearchForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => setForm({ ...form, [name]: event.currentTarget.value }),
  });

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setFilter(auditFilterOf(form));
  }

  return (
    <Stack gap="sm" data-testid="audit-log">
      <form onSubmit={search}>
        <Group align="flex-end" gap="xs">
          {staff.data ? (
            <NativeSelect
              label={t('adminAudit.who')}
              data={[
                { value: '', label: t('adminAudit.anyone') },
                ...staff.data.staffMembers.map((member) => ({
                  value: member.id,
                  label: member.username ?? member.displayName,
                })),
              ]}
              {...field('actorId')}
            />
          ) : (
            <TextInput label={t('adminAudit.whoId')} {...field('actorId')} w={120} />
          )}
          <TextInput label={t('adminAudit.what')} placeholder={t('adminAudit.whatHint')} {...field('what')} />
          <TextInput label={t('adminAudit.from')} type="date" {...field('from')} />
          <TextInput label={t('adminAudit.to')} type="date" {...field('to')} />
          <TextInput label={t('adminAudit.subject')} {...field('subjectId')} w={140} />
          <Button type="submit" loading={loading}>
            {t('adminAudit.search')}
          </Button>
        </Group>
      </form>
      {connection && (
        <Text size="sm" c="dimmed">
          {t('adminAudit.count', { total: connection.totalCount })}
        </Text>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminAudit.when')}</Table.Th>
            <Table.Th>{t('adminAudit.who')}</Table.Th>
            <Table.Th>{t('adminAudit.what')}</Table.Th>
            <Table.Th>{t('adminAudit.subject')}</Table.Th>
            <Table.Th>{t('adminAudit.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connection?.edges.map(({ node }) => (
            <Table.Tr key={node.id} data-testid="audit-entry">
              <Table.Td>{formatDateTime(node.at, locale)}</Table.Td>
              <Table.Td>{node.actorName ?? `#${node.actorId}`}</Table.Td>
              <Table.Td>
                <Text size="sm">{node.action}</Text>
                <Badge size="xs" variant="light">
                  {node.permission}
                </Badge>
              </Table.Td>
              <Table.Td>{node.subjectId ? `${node.subjectType} ${node.subjectId}` : '—'}</Table.Td>
              <Table.Td>
                <Code block fz="xs" style={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>
                  {node.detail ?? ''}
                </Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {connection?.pageInfo.hasNextPage && (
        <Button variant="light" onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}>
          {t('adminAudit.more')}
        </Button>
      )}
    </Stack>
  );
}
