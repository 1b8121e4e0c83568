import { List, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatMoneyFen } from '../money/format-money';
import { PointsRulesPanelFragment } from './points-operations';

/** How points are earned, spent and how long they last, from the rules staff set. */
export function PointsRulesPanel(props: { rules: FragmentType<typeof PointsRulesPanelFragment> }) {
  const rules = getFragmentData(PointsRulesPanelFragment, props.rules);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  // What 100 points are worth at checkout.
  const hundredPoints = formatMoneyFen(BigInt(rules.fenPerPoint * 100), locale);
  return (
    <Paper withBorder radius="md" p="md" data-testid="points-rules">
      <Title order={2} size="h4" mb="xs">
        {t('points.rules.title')}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t('points.rules.orders', { points: rules.pointsPerYuan })}</List.Item>
        <List.Item>
          {t('points.rules.review', { points: rules.reviewPoints, length: rules.reviewMinCharacters })}
          {rules.reviewPhotoPoints > 0 && ` ${t('points.rules.reviewPhoto', { points: rules.reviewPhotoPoints })}`}
        </List.Item>
        <List.Item>{t('points.rules.spend', { value: hundredPoints, percent: rules.maxDeductionPercent })}</List.Item>
        <List.Item>{t('points.rules.validity', { months: rules.validityMonths })}</List.Item>
        <List.Item>{t('points.rules.refunds')}</List.Item>
      </List>
    </Paper>
  );
}
