import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Center, Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyFen } from '../money/format-money';
import { reportOutcome } from '../staff/report-outcome';
import {
  AdminCouponTemplateQuery,
  AdminSetCouponTemplateStatusMutation,
  CouponTemplateDetailFragment,
  TEMPLATE_REFRESH,
} from './admin-promotions-operations';
import { CouponClaimsTable } from './coupon-claims-table';
import { DiscountCodesPanel } from './discount-codes-panel';
import { IssueCouponsForm } from './issue-coupons-form';

interface CouponTemplateDetailProps {
  templateId: string;
  manage: boolean;
  onBack: () => void;
  onEdit: () => void;
}

/** One template: its terms and counts, pause/resume, issuing, its discount codes and who claimed and used it. */
export function CouponTemplateDetail({ templateId, manage, onBack, onEdit }: CouponTemplateDetailProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading } = useQuery(AdminCouponTemplateQuery, {
    variables: { id: templateId },
    fetchPolicy: 'cache-and-network',
  });
  const template = getFragmentData(CouponTemplateDetailFragment, data?.staffCouponTemplate);
  const [setStatus, settingStatus] = useMutation(AdminSetCouponTemplateStatusMutation, TEMPLATE_REFRESH);

  if (!template) {
    return (
      <Center py="xl">
        {loading ? (
          <Loader aria-label={t('staff.loading')} />
        ) : (
          <Text c="dimmed">{t('adminPromotions.detail.notFound')}</Text>
        )}
      </Center>
    );
  }

  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const moment = (iso: string | null | undefined) =>
    iso ? formatDateTime(iso, locale) : t('adminPromotions.detail.open');
  const discount =
    template.discountKind === 'AMOUNT_OFF'
      ? t('adminPromotions.detail.amountOff', { amount: money(template.amountOffFen ?? 0) })
      : template.maxDiscountFen == null
        ? t('adminPromotions.detail.percentOff', { percent: template.percentOff ?? 0 })
        : t('adminPromotions.detail.percentOffCapped', {
            percent: template.percentOff ?? 0,
            cap: money(template.maxDiscountFen),
          });
  const paused = template.status === 'PAUSED';
  const facts: [string, string][] = [
    [t('adminPromotions.detail.discount'), discount],
    [
      t('adminPromotions.detail.threshold'),
      template.thresholdFen > 0
        ? t('adminPromotions.detail.spendAtLeast', { amount: money(template.thresholdFen) })
        : t('adminPromotions.detail.noThreshold'),
    ],
    [t('adminPromotions.detail.scope'), template.scope.summary],
    [
      t('adminPromotions.detail.validity'),
      template.validDays != null
        ? t('adminPromotions.detail.validDays', { count: template.validDays })
        : `${moment(template.validFrom)} – ${moment(template.validUntil)}`,
    ],
    [t('adminPromotions.detail.claimWindow'), `${moment(template.claimStartsAt)} – ${moment(template.claimEndsAt)}`],
    [
      t('adminPromotions.detail.claimed'),
      template.totalQuantity == null
        ? t('adminPromotions.templates.claimedUnlimited', { claimed: template.claimedCount })
        : t('adminPromotions.templates.claimedOf', { claimed: template.claimedCount, total: template.totalQuantity }),
    ],
    [t('adminPromotions.detail.used'), String(template.usedCount)],
    [t('adminPromotions.detail.perUserLimit'), String(template.perUserLimit)],
    [
      t('adminPromotions.detail.publicClaim'),
      t(template.publicClaim ? 'adminPromotions.detail.yes' : 'adminPromotions.detail.no'),
    ],
  ];

  return (
    <Stack gap="md" data-testid="coupon-template-detail">
      <Anchor component="button" type="button" onClick={onBack} size="sm" style={{ alignSelf: 'flex-start' }}>
        {t('adminPromotions.detail.back')}
      </Anchor>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <Title order={2} size="h4">
                {template.title}
              </Title>
              <Badge variant="light" color={paused ? 'gray' : 'green'} data-testid="coupon-template-status">
                {t(`adminPromotions.statuses.${template.status}`)}
              </Badge>
            </Group>
            {manage && (
              <Group gap="xs">
                <Button variant="default" onClick={onEdit} data-testid="coupon-template-edit">
                  {t('adminPromotions.detail.edit')}
                </Button>
                <Button
                  variant="default"
                  color={paused ? 'green' : 'orange'}
                  loading={settingStatus.loading}
                  data-testid="coupon-template-toggle"
                  onClick={async () => {
                    const status = paused ? 'ACTIVE' : 'PAUSED';
                    const result = await setStatus({ variables: { input: { templateId, status } } }).catch(() => null);
                    reportOutcome(
                      result?.data?.setCouponTemplateStatus.userErrors,
                      t(paused ? 'adminPromotions.detail.resumed' : 'adminPromotions.detail.paused'),
                    );
                  }}
                >
                  {t(paused ? 'adminPromotions.detail.resume' : 'adminPromotions.detail.pause')}
                </Button>
              </Group>
            )}
          </Group>
          {template.description && <Text size="sm">{template.description}</Text>}
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              {facts.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th w={200}>{name}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      <Grid>
        {manage && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <IssueCouponsForm templateId={templateId} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: manage ? 7 : 12 }}>
          <DiscountCodesPanel templateId={templateId} manage={manage} />
        </Grid.Col>
      </Grid>
      <CouponClaimsTable templateId={templateId} />
    </Stack>
  );
}
