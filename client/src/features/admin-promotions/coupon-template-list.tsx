import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponTemplateStatus } from '../../gql/graphql';
import { AdminCouponTemplatesQuery } from './admin-promotions-operations';

const PAGE = 20;
const STATUSES: CouponTemplateStatus[] = ['ACTIVE', 'PAUSED'];

interface CouponTemplateListProps {
  manage: boolean;
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** Coupon templates newest first, filtered by status and title, with how many were claimed and used. */
export function CouponTemplateList({ manage, onOpen, onCreate }: CouponTemplateListProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CouponTemplateStatus | null>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, fetchMore } = useQuery(AdminCouponTemplatesQuery, {
    variables: { status, search: search || null, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffCouponTemplates;

  return (
    <Paper withBorder>
      <Group
        align="flex-end"
        p="xs"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <TextInput
          label={t('adminPromotions.templates.search')}
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          label={t('adminPromotions.templates.status')}
          value={status ?? ''}
          onChange={(event) => setStatus((event.currentTarget.value as CouponTemplateStatus) || null)}
          data={[
            { value: '', label: t('adminPromotions.templates.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: t(`adminPromotions.statuses.${value}`) })),
          ]}
        />
        <Button type="submit" variant="default">
          {t('adminPromotions.templates.searchButton')}
        </Button>
        {manage && (
          <Button onClick={onCreate} data-testid="coupon-template-new">
            {t('adminPromotions.templates.new')}
          </Button>
        )}
      </Group>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminPromotions.templates.name')}</Table.Th>
            <Table.Th>{t('adminPromotions.templates.claimed')}</Table.Th>
            <Table.Th>{t('adminPromotions.templates.used')}</Table.Th>
            <Table.Th>{t('adminPromotions.templates.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list?.edges ?? []).map(({ node }) => (
            <Table.Tr
              key={node.id}
              data-testid="coupon-template-row"
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(node.id)}
            >
              <Table.Td>
                <Text size="sm" fw={600}>
                  {node.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {node.scope.summary}
                  {!node.publicClaim && ` · ${t('adminPromotions.templates.notPublic')}`}
                </Text>
              </Table.Td>
              <Table.Td data-testid="coupon-template-claimed">
                {node.totalQuantity == null
                  ? t('adminPromotions.templates.claimedUnlimited', { claimed: node.claimedCount })
                  : t('adminPromotions.templates.claimedOf', { claimed: node.claimedCount, total: node.totalQuantity })}
              </Table.Td>
              <Table.Td>{node.usedCount}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={node.status === 'ACTIVE' ? 'green' : 'gray'}>
                  {t(`adminPromotions.statuses.${node.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!loading && list?.edges.length === 0 && (
        <Text c="dimmed" p="md" ta="center">
          {t('adminPromotions.templates.empty')}
        </Text>
      )}
      {list?.pageInfo.hasNextPage && (
        <Group justify="center" p="xs">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: list.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  staffCouponTemplates: {
                    ...fetchMoreResult.staffCouponTemplates,
                    edges: [...previous.staffCouponTemplates.edges, ...fetchMoreResult.staffCouponTemplates.edges],
                  },
                }),
              })
            }
          >
            {t('adminPromotions.more')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
