import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AdminMembershipSettingsQuery as Settings } from '../../gql/graphql';
import { LOCALE_NATIVE_NAMES, type Locale } from '../../i18n/supported-locales';
import { showToast } from '../toast/show-toast';
import { reportOutcome } from '../staff/report-outcome';
import {
  emptyTexts,
  LEVEL_NUMBERS,
  levelsInput,
  levelValuesOf,
  newLevel,
  placeLevelErrors,
  TEXT_LANGUAGES,
  type LevelErrors,
  type LevelValues,
  type Texts,
} from './membership-level-values';
import { fenToYuan, yuanToFen } from './template-form-values';

const AdminMembershipSettingsQuery = graphql(`
  query AdminMembershipSettings {
    membershipLevels {
      code
      name
      growthRequired
      discountPercent
      pointsMultiplierPercent
      nameTranslations {
        zhCN
        enUS
        ru
        esES
      }
      perkTranslations {
        zhCN
        enUS
        ru
        esES
      }
    }
    membershipPlans(includeInactive: true) {
      code
      name
      months
      priceFen
      active
    }
  }
`);

const AdminSaveMembershipLevelsMutation = graphql(`
  mutation AdminSaveMembershipLevels($input: SaveMembershipLevelsInput!) {
    saveMembershipLevels(input: $input) {
      levels {
        code
      }
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
      plan {
        code
        priceFen
        active
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const REFRESH = { refetchQueries: ['AdminMembershipSettings'], awaitRefetchQueries: true };

const languageLocale: Record<keyof Texts, Locale> = { zhCN: 'zh-CN', enUS: 'en-US', ru: 'ru', esES: 'es-ES' };

/** The membership tab: each plan's price and whether it is sold, and the levels with their names and perks. */
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
      <LevelsForm initial={data.membershipLevels.map(levelValuesOf)} manage={manage} />
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
          {t('adminPromotions.membership.planTitle', { name: plan.name, code: plan.code, count: plan.months })}
        </Title>
        <Group align="flex-start">
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
            mt={32}
          />
          {manage && (
            <Button
              mt={24}
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

const NO_ERRORS: LevelErrors = { fields: {}, general: [] };

function LevelsForm({ initial, manage }: { initial: LevelValues[]; manage: boolean }) {
  const { t } = useTranslation();
  const [levels, setLevels] = useState(initial);
  const [errors, setErrors] = useState<LevelErrors>(NO_ERRORS);
  const [save, saving] = useMutation(AdminSaveMembershipLevelsMutation, REFRESH);
  const change = (index: number, patch: Partial<LevelValues>) =>
    setLevels(levels.map((level, at) => (at === index ? { ...level, ...patch } : level)));

  async function submit() {
    const converted = levelsInput(levels);
    if ('problems' in converted) {
      const notWhole = t('adminPromotions.form.notWhole');
      setErrors({ fields: Object.fromEntries(converted.problems.map((key) => [key, notWhole])), general: [] });
      return;
    }
    const result = await save({ variables: { input: converted } }).catch(() => null);
    const userErrors = result?.data?.saveMembershipLevels.userErrors;
    if (!userErrors) return;
    setErrors(placeLevelErrors(userErrors));
    if (userErrors.length === 0) showToast(t('adminPromotions.membership.levelsSaved'), 'success');
    else showToast(t('adminPromotions.form.fixFields'));
  }

  return (
    <Paper withBorder p="md" data-testid="membership-levels">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('adminPromotions.membership.levelsTitle')}
        </Title>
        {errors.general.length > 0 && <Alert color="red">{errors.general.join(' ')}</Alert>}
        {levels.map((level, index) => (
          <LevelCard
            key={index}
            level={level}
            index={index}
            errors={errors.fields}
            manage={manage}
            onChange={(patch) => change(index, patch)}
            onRemove={levels.length > 1 ? () => setLevels(levels.filter((_, at) => at !== index)) : undefined}
          />
        ))}
        {manage && (
          <Group>
            <Button variant="default" onClick={() => setLevels([...levels, newLevel(levels.at(-1))])}>
              {t('adminPromotions.membership.addLevel')}
            </Button>
            <Button loading={saving.loading} onClick={() => void submit()}>
              {t('adminPromotions.membership.saveLevels')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface LevelCardProps {
  level: LevelValues;
  index: number;
  errors: Record<string, string>;
  manage: boolean;
  onChange: (patch: Partial<LevelValues>) => void;
  onRemove?: () => void;
}

function LevelCard({ level, index, errors, manage, onChange, onRemove }: LevelCardProps) {
  const { t } = useTranslation();
  const error = (field: string) => errors[`${index}.${field}`];
  const texts = (value: Texts, label: string, errorText: string | undefined, set: (next: Texts) => void) => (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
      {TEXT_LANGUAGES.map((language, at) => (
        <TextInput
          key={language}
          label={`${label} · ${LOCALE_NATIVE_NAMES[languageLocale[language]]}`}
          value={value[language]}
          maxLength={60}
          readOnly={!manage}
          // The server names the whole text; its message goes under the first language.
          error={at === 0 ? errorText : undefined}
          onChange={(event) => set({ ...value, [language]: event.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid="membership-level-row">
      <Stack gap="xs">
        <Group align="flex-start" justify="space-between">
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('adminPromotions.membership.code')}
              value={level.code}
              maxLength={16}
              readOnly={!manage}
              error={error('code')}
              w={110}
              onChange={(event) => onChange({ code: event.currentTarget.value.toUpperCase() })}
            />
            {LEVEL_NUMBERS.map((field) => (
              <TextInput
                key={field}
                label={t(`adminPromotions.membership.columns.${field}`)}
                value={level[field]}
                readOnly={!manage}
                error={error(field)}
                w={170}
                onChange={(event) => onChange({ [field]: event.currentTarget.value })}
              />
            ))}
          </Group>
          {manage && onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('adminPromotions.membership.removeLevel')}
            </Button>
          )}
        </Group>
        {texts(level.names, t('adminPromotions.membership.name'), error('names'), (names) => onChange({ names }))}
        <Text size="sm" fw={600}>
          {t('adminPromotions.membership.perks')}
        </Text>
        {error('perks') && (
          <Text size="sm" c="red">
            {error('perks')}
          </Text>
        )}
        {level.perks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('adminPromotions.membership.noPerks')}
          </Text>
        )}
        {level.perks.map((perk, perkIndex) => (
          <Group key={perkIndex} align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 1 }}>
              {texts(
                perk,
                t('adminPromotions.membership.perk', { number: perkIndex + 1 }),
                error(`perks.${perkIndex}`),
                (next) => onChange({ perks: level.perks.map((other, at) => (at === perkIndex ? next : other)) }),
              )}
            </div>
            {manage && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('adminPromotions.membership.removePerk')}
                onClick={() => onChange({ perks: level.perks.filter((_, at) => at !== perkIndex) })}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {manage && (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ perks: [...level.perks, emptyTexts()] })}
          >
            {t('adminPromotions.membership.addPerk')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
