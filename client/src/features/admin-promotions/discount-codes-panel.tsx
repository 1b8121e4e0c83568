import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import {
  AdminCreateDiscountCodesMutation,
  AdminDiscountCodesQuery,
  TEMPLATE_REFRESH,
} from './admin-promotions-operations';

const PAGE = 50;
type CodeKind = 'SHARED' | 'SINGLE_USE';
const CODE_KINDS: CodeKind[] = ['SHARED', 'SINGLE_USE'];

/** The template's discount codes, and (for staff who manage coupons) a form for one shared code or N single-use ones. */
export function DiscountCodesPanel({ templateId, manage }: { templateId: string; manage: boolean }) {
  const { t } = useTranslation();
  const { data, loading, fetchMore } = useQuery(AdminDiscountCodesQuery, {
    variables: { templateId, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.staffDiscountCodes;

  return (
    <Paper withBorder p="md" data-testid="discount-codes">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('adminPromotions.codes.title')}
        </Title>
        {manage && <CreateDiscountCodes templateId={templateId} />}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPromotions.codes.code')}</Table.Th>
              <Table.Th>{t('adminPromotions.codes.kind')}</Table.Th>
              <Table.Th>{t('adminPromotions.codes.redeemed')}</Table.Th>
              <Table.Th>{t('adminPromotions.codes.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list?.edges ?? []).map(({ node }) => (
              <Table.Tr key={node.id} data-testid="discount-code-row">
                <Table.Td>
                  <Code>{node.code}</Code>
                </Table.Td>
                <Table.Td>{t(`adminPromotions.codes.kinds.${node.singleUse ? 'SINGLE_USE' : 'SHARED'}`)}</Table.Td>
                <Table.Td data-testid="discount-code-redeemed">
                  {node.maxRedemptions == null
                    ? String(node.redeemedCount)
                    : `${node.redeemedCount} / ${node.maxRedemptions}`}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`adminPromotions.codes.statuses.${node.status}`)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!loading && list?.edges.length === 0 && (
          <Text c="dimmed" size="sm" ta="center">
            {t('adminPromotions.codes.empty')}
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
                    staffDiscountCodes: {
                      ...fetchMoreResult.staffDiscountCodes,
                      edges: [...previous.staffDiscountCodes.edges, ...fetchMoreResult.staffDiscountCodes.edges],
                    },
                  }),
                })
              }
            >
              {t('adminPromotions.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface CodeErrors {
  fields: Partial<Record<'sharedCode' | 'maxRedemptions' | 'count', string>>;
  general: string[];
}

const NO_ERRORS: CodeErrors = { fields: {}, general: [] };

function CreateDiscountCodes({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CodeKind>('SHARED');
  const [sharedCode, setSharedCode] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [count, setCount] = useState('10');
  const [errors, setErrors] = useState<CodeErrors>(NO_ERRORS);
  const [created, setCreated] = useState<string[]>([]);
  const [create, creating] = useMutation(AdminCreateDiscountCodesMutation, TEMPLATE_REFRESH);
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

  async function submit() {
    const shared = kind === 'SHARED';
    const local: CodeErrors['fields'] = {};
    if (shared && maxRedemptions.trim() && whole(maxRedemptions) === null) {
      local.maxRedemptions = t('adminPromotions.form.notWhole');
    }
    if (!shared && whole(count) === null) local.count = t('adminPromotions.form.notWhole');
    if (Object.keys(local).length > 0) {
      setErrors({ fields: local, general: [] });
      return;
    }
    const input = shared
      ? { templateId, sharedCode: sharedCode.trim(), maxRedemptions: whole(maxRedemptions) }
      : { templateId, count: whole(count) };
    const result = await create({ variables: { input } }).catch(() => null);
    const payload = result?.data?.createDiscountCodes;
    if (!payload) return;
    const placed = placeCodeErrors(payload.userErrors);
    setErrors(placed);
    if (payload.userErrors.length > 0) {
      showToast(payload.userErrors[0]!.message);
      return;
    }
    showToast(t('adminPromotions.codes.created', { count: payload.codes.length }), 'success');
    setCreated(shared ? [] : payload.codes.map((code) => code.code));
    setSharedCode('');
  }

  return (
    <Stack gap="xs" data-testid="discount-code-create">
      <Group align="flex-start" gap="xs">
        <NativeSelect
          label={t('adminPromotions.codes.kind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as CodeKind)}
          data={CODE_KINDS.map((value) => ({ value, label: t(`adminPromotions.codes.kinds.${value}`) }))}
        />
        {kind === 'SHARED' ? (
          <>
            <TextInput
              label={t('adminPromotions.codes.sharedCode')}
              value={sharedCode}
              maxLength={32}
              error={errors.fields.sharedCode}
              onChange={(event) => setSharedCode(event.currentTarget.value.toUpperCase())}
            />
            <TextInput
              label={t('adminPromotions.codes.maxRedemptions')}
              description={t('adminPromotions.codes.maxRedemptionsHint')}
              value={maxRedemptions}
              error={errors.fields.maxRedemptions}
              onChange={(event) => setMaxRedemptions(event.currentTarget.value)}
            />
          </>
        ) : (
          <TextInput
            label={t('adminPromotions.codes.count')}
            value={count}
            error={errors.fields.count}
            onChange={(event) => setCount(event.currentTarget.value)}
          />
        )}
        <Button
          mt={24}
          loading={creating.loading}
          disabled={kind === 'SHARED' && !sharedCode.trim()}
          onClick={() => void submit()}
          data-testid="discount-code-create-button"
        >
          {t('adminPromotions.codes.create')}
        </Button>
      </Group>
      {errors.general.map((message) => (
        <Text key={message} c="red" size="sm">
          {message}
        </Text>
      ))}
      {created.length > 0 && (
        <Stack gap={4} data-testid="discount-codes-created">
          <Text size="sm">{t('adminPromotions.codes.copyHint')}</Text>
          <Code block>{created.join('\n')}</Code>
        </Stack>
      )}
    </Stack>
  );
}

/** The code form's fields are named as the input's, so the server's paths map onto them directly. */
function placeCodeErrors(userErrors: readonly { message: string; field?: readonly string[] | null }[]): CodeErrors {
  const placed: CodeErrors = { fields: {}, general: [] };
  for (const error of userErrors) {
    const name = error.field?.[0] === 'input' ? error.field[1] : error.field?.[0];
    if (name === 'sharedCode' || name === 'maxRedemptions' || name === 'count') placed.fields[name] ??= error.message;
    else placed.general.push(error.message);
  }
  return placed;
}
