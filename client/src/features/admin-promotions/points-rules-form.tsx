import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Center, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showToast } from '../toast/show-toast';
import { reportOutcome } from '../staff/report-outcome';
import { signedWholeNumber, wholeNumber } from './template-form-values';

const AdminPointsRulesQuery = graphql(`
  query AdminPointsRules {
    pointsRules {
      pointsPerYuan
      reviewPoints
      reviewPhotoPoints
      fenPerPoint
      maxDeductionPercent
      validityMonths
      reviewMinCharacters
    }
  }
`);

const AdminUpdatePointsRulesMutation = graphql(`
  mutation AdminUpdatePointsRules($input: UpdatePointsRulesInput!) {
    updatePointsRules(input: $input) {
      rules {
        pointsPerYuan
        reviewPoints
        reviewPhotoPoints
        fenPerPoint
        maxDeductionPercent
        validityMonths
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const AdminAdjustPointsMutation = graphql(`
  mutation AdminAdjustPoints($input: AdjustPointsInput!) {
    adjustPoints(input: $input) {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** The rule fields in the order staff read them; each is a whole number. */
const RULE_FIELDS = [
  'pointsPerYuan',
  'reviewPoints',
  'reviewPhotoPoints',
  'fenPerPoint',
  'maxDeductionPercent',
  'validityMonths',
] as const;
type RuleField = (typeof RULE_FIELDS)[number];
type RuleValues = Record<RuleField, string>;

/** The points tab: the earning and spending rules, and a manual adjustment of one user's points. */
export function PointsRulesForm({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminPointsRulesQuery, { fetchPolicy: 'network-only' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  const rules = data.pointsRules;
  const initial = Object.fromEntries(RULE_FIELDS.map((field) => [field, String(rules[field])])) as RuleValues;
  return (
    <Stack gap="md">
      <RulesForm initial={initial} reviewMinCharacters={rules.reviewMinCharacters} manage={manage} />
      {manage && <AdjustPoints />}
    </Stack>
  );
}

interface RulesFormProps {
  initial: RuleValues;
  reviewMinCharacters: number;
  manage: boolean;
}

function RulesForm({ initial, reviewMinCharacters, manage }: RulesFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [update, updating] = useMutation(AdminUpdatePointsRulesMutation, { refetchQueries: ['AdminPointsRules'] });

  async function save(event: FormEvent) {
    event.preventDefault();
    const local: Partial<Record<RuleField, string>> = {};
    const input = Object.fromEntries(
      RULE_FIELDS.map((field) => {
        const value = wholeNumber(values[field]);
        if (value === null) local[field] = t('adminPromotions.form.notWhole');
        return [field, value ?? 0];
      }),
    ) as Record<RuleField, number>;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const result = await update({ variables: { input } }).catch(() => null);
    const userErrors = result?.data?.updatePointsRules.userErrors;
    if (!userErrors) return;
    const placed: Partial<Record<RuleField, string>> = {};
    for (const error of userErrors) {
      const name = error.field?.[error.field[0] === 'input' ? 1 : 0] as RuleField | undefined;
      if (name && RULE_FIELDS.includes(name)) placed[name] ??= error.message;
      else showToast(error.message);
    }
    setErrors(placed);
    if (userErrors.length === 0) showToast(t('adminPromotions.points.saved'), 'success');
    else showToast(t('adminPromotions.form.fixFields'));
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={save} noValidate data-testid="points-rules">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPromotions.points.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminPromotions.points.explain')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {RULE_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`adminPromotions.points.fields.${field}`, { min: reviewMinCharacters })}
              value={values[field]}
              readOnly={!manage}
              error={errors[field]}
              onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        {manage && (
          <Button type="submit" loading={updating.loading} style={{ alignSelf: 'flex-start' }}>
            {t('adminPromotions.points.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function AdjustPoints() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [adjust, adjusting] = useMutation(AdminAdjustPointsMutation);
  const amount = signedWholeNumber(points);

  return (
    <Paper withBorder p="md" data-testid="points-adjust">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPromotions.points.adjustTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('adminPromotions.points.userId')}
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
          />
          <TextInput
            label={t('adminPromotions.points.amount')}
            description={t('adminPromotions.points.amountHint')}
            value={points}
            error={points.trim() && amount === null ? t('adminPromotions.form.notWhole') : undefined}
            onChange={(event) => setPoints(event.currentTarget.value)}
          />
          <TextInput
            label={t('adminPromotions.points.reason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={adjusting.loading}
          disabled={!userId.trim() || !amount || !reason.trim()}
          onClick={async () => {
            const input = { userId: userId.trim(), points: amount ?? 0, reason: reason.trim() };
            const result = await adjust({ variables: { input } }).catch(() => null);
            if (reportOutcome(result?.data?.adjustPoints.userErrors, t('adminPromotions.points.adjusted'))) {
              setPoints('');
              setReason('');
            }
          }}
        >
          {t('adminPromotions.points.adjust')}
        </Button>
      </Stack>
    </Paper>
  );
}
