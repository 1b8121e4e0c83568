import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Center, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showToast } from '../toast/show-toast';
import { wholeNumber } from './template-form-values';
import { UserPointsPanel } from './user-points-panel';

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

/** The points tab: the earning and spending rules, and one user's points (adjustable by staff who manage points). */
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
      <UserPointsPanel manage={manage} />
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
