import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Center, Checkbox, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AdminMembershipSettingsQuery as Settings } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { reportOutcome } from '../staff/report-outcome';
import { fenToYuan, wholeNumber, yuanToFen } from './template-form-values';

const AdminMembershipSettingsQuery = graphql(`
  query AdminMembershipSettings {
    membershipLevels {
      code
      name
      growthRequired
      discountPercent
      pointsMultiplierPercent
      perks
    }
    membershipPlans {
      code
      months
      priceFen
      active
    }
  }
`);

const AdminSaveMembershipLevelsMutation = graphql(`
  mutation AdminSaveMembershipLevels($input: SaveMembershipLevelsInput!) {
    saveMembershipLevels(input: $input) {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const AdminSaveMembershipPlanMutation = graphql(`
  mutation AdminSaveMembershipPlan($input: SaveMembershipPlanInput!) {
    saveMembershipPlan(input: $input) {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const REFRESH = { refetchQueries: ['AdminMembershipSettings'], awaitRefetchQueries: true };

/** The membership tab: the levels (growth needed, discount, points multiplier) and the plan's price. */
export function MembershipSettings({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminMembershipSettingsQuery, { fetchPolicy: 'network-only' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {data.membershipPlans.map((plan) => (
        <PlanForm key={plan.code} plan={plan} manage={manage} />
      ))}
      <LevelsForm levels={data.membershipLevels} manage={manage} />
    </Stack>
  );
}

function PlanForm({ plan, manage }: { plan: Settings['membershipPlans'][number]; manage: boolean }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(fenToYuan(plan.priceFen));
  const [active, setActive] = useState(plan.active);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(AdminSaveMembershipPlanMutation, REFRESH);
  const priceFen = yuanToFen(price);

  return (
    <Paper withBorder p="md" data-testid="membership-plan">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPromotions.membership.planTitle', { code: plan.code, count: plan.months })}
        </Title>
        <Group align="flex-end">
          <TextInput
            label={t('adminPromotions.membership.price')}
            value={price}
            readOnly={!manage}
            error={error ?? (priceFen === undefined ? t('adminPromotions.form.notAmount') : undefined)}
            onChange={(event) => setPrice(event.currentTarget.value)}
          />
          <Checkbox
            label={t('adminPromotions.membership.onSale')}
            checked={active}
            disabled={!manage}
            onChange={(event) => setActive(event.currentTarget.checked)}
            mb={8}
          />
          {manage && (
            <Button
              loading={saving.loading}
              disabled={priceFen === undefined}
              onClick={async () => {
                const input = { code: plan.code, priceFen: priceFen ?? 0, active };
                const result = await save({ variables: { input } }).catch(() => null);
                const userErrors = result?.data?.saveMembershipPlan.userErrors;
                setError(userErrors?.[0]?.message ?? null);
                reportOutcome(userErrors, t('adminPromotions.membership.planSaved'));
              }}
            >
              {t('adminPromotions.membership.savePlan')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

interface LevelRow {
  code: string;
  name: string;
  growthRequired: string;
  discountPercent: string;
  pointsMultiplierPercent: string;
  perks: string;
}

const NUMBER_COLUMNS = ['growthRequired', 'discountPercent', 'pointsMultiplierPercent'] as const;

function LevelsForm({ levels, manage }: { levels: Settings['membershipLevels']; manage: boolean }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LevelRow[]>(() =>
    levels.map((level) => ({
      code: level.code,
      name: level.name,
      growthRequired: String(level.growthRequired),
      discountPercent: String(level.discountPercent),
      pointsMultiplierPercent: String(level.pointsMultiplierPercent),
      perks: level.perks.join('\n'),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(AdminSaveMembershipLevelsMutation, REFRESH);
  const change = (index: number, patch: Partial<LevelRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function submit() {
    const local: Record<string, string> = {};
    const input = {
      levels: rows.map((row, index) => {
        const number = (column: (typeof NUMBER_COLUMNS)[number]) => {
          const value = wholeNumber(row[column]);
          if (value === null) local[`${index}.${column}`] = t('adminPromotions.form.notWhole');
          return value ?? 0;
        };
        return {
          code: row.code,
          growthRequired: number('growthRequired'),
          discountPercent: number('discountPercent'),
          pointsMultiplierPercent: number('pointsMultiplierPercent'),
        };
      }),
    };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const result = await save({ variables: { input } }).catch(() => null);
    const userErrors = result?.data?.saveMembershipLevels.userErrors;
    if (!userErrors) return;
    // Paths such as ['input', 'levels', '1', 'discountPercent'] land on that row's field.
    const placed: Record<string, string> = {};
    for (const error of userErrors) {
      const path = error.field ?? [];
      const at = path.indexOf('levels');
      if (at >= 0 && path.length > at + 2) placed[`${path[at + 1]}.${path[at + 2]}`] ??= error.message;
    }
    setErrors(placed);
    if (userErrors.length === 0) showToast(t('adminPromotions.membership.levelsSaved'), 'success');
    else showToast(userErrors[0]!.message);
  }

  return (
    <Paper withBorder p="md" data-testid="membership-levels">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPromotions.membership.levelsTitle')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPromotions.membership.level')}</Table.Th>
              {NUMBER_COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`adminPromotions.membership.columns.${column}`)}</Table.Th>
              ))}
              <Table.Th>{t('adminPromotions.membership.perks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.code} data-testid="membership-level-row">
                <Table.Td>
                  <Text fw={600}>{row.name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.code}
                  </Text>
                </Table.Td>
                {NUMBER_COLUMNS.map((column) => (
                  <Table.Td key={column}>
                    <TextInput
                      aria-label={`${row.code} ${t(`adminPromotions.membership.columns.${column}`)}`}
                      value={row[column]}
                      readOnly={!manage}
                      error={errors[`${index}.${column}`]}
                      onChange={(event) => change(index, { [column]: event.currentTarget.value })}
                      w={110}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {row.perks}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {manage && (
          <Button loading={saving.loading} onClick={() => void submit()} style={{ alignSelf: 'flex-start' }}>
            {t('adminPromotions.membership.saveLevels')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
