import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyFen } from '../money/format-money';
import { AdminDashboardQuery } from './admin-dashboard-operations';
import { formatDay, formatDuration, formatShare, minutesOf } from './dashboard-format';

const CHART_HEIGHT = 180;

/** A part's page in the staff catalog. */
export const staffPartPath = (productId: string) => `/admin/catalog?part=${productId}`;

function Stat({ testId, label, value, detail }: { testId: string; label: string; value: string; detail: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

function ChartCard({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The back office's dashboard: today and the last 30 days (UTC days, the shop's calendar), as figures and as daily
 * charts, what waits now (unanswered inquiries, the chat queue) and the parts running out. The charts library loads
 * with this page only.
 */
export function AdminDashboard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, error } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;
  if (!dashboard) {
    if (error) return <Alert color="red">{t('adminDashboard.loadFailed')}</Alert>;
    return loading ? (
      <Center py="md">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    ) : null;
  }
  const { today, lastDays } = dashboard;
  const money = (fen: number) => formatMoneyFen(BigInt(Math.round(fen)), locale);
  const count = (value: number) => formatQuantity(value, locale);
  const days = dashboard.days.map((day) => ({
    day: formatDay(day.date, locale),
    placed: day.ordersPlaced,
    paid: day.ordersPaid,
    revenueFen: day.revenueFen,
    paidShare: day.paidShare === null ? null : Math.round(day.paidShare * 1000) / 10,
    received: day.inquiriesReceived,
    replied: day.inquiriesReplied,
    replyMinutes: minutesOf(day.averageReplySeconds ?? null),
    waitMinutes: minutesOf(day.averageChatWaitSeconds ?? null),
  }));
  const minutes = (value: number) => formatDuration(value * 60, locale);

  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <div>
        <Title order={2} size="h3">
          {t('adminDashboard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminDashboard.calendarNote')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Stat
          testId="dashboard-orders"
          label={t('adminDashboard.ordersToday')}
          value={count(today.ordersPlaced)}
          detail={t('adminDashboard.lastDaysValue', { value: count(lastDays.ordersPlaced) })}
        />
        <Stat
          testId="dashboard-revenue"
          label={t('adminDashboard.revenueToday')}
          value={money(today.revenueFen)}
          detail={t('adminDashboard.lastDaysValue', { value: money(lastDays.revenueFen) })}
        />
        <Stat
          testId="dashboard-paid-share"
          label={t('adminDashboard.paidShareToday')}
          value={formatShare(today.paidShare, locale)}
          detail={t('adminDashboard.lastDaysValue', { value: formatShare(lastDays.paidShare, locale) })}
        />
        <Stat
          testId="dashboard-inquiries"
          label={t('adminDashboard.inquiriesToday')}
          value={count(today.inquiriesReceived)}
          detail={t('adminDashboard.inquiriesDetail', {
            unanswered: count(dashboard.unansweredInquiries),
            reply: formatDuration(lastDays.averageReplySeconds, locale),
          })}
        />
        <Stat
          testId="dashboard-chat"
          label={t('adminDashboard.chatsWaiting')}
          value={count(dashboard.chatsWaiting)}
          detail={t('adminDashboard.chatDetail', {
            longest: formatDuration(dashboard.longestChatWaitSeconds, locale),
            average: formatDuration(lastDays.averageChatWaitSeconds, locale),
          })}
        />
        <Stat
          testId="dashboard-low-stock"
          label={t('adminDashboard.lowStock')}
          value={count(dashboard.lowStockTotal)}
          detail={t('adminDashboard.lowStockRule')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard testId="dashboard-chart-orders" title={t('adminDashboard.charts.orders')}>
          <BarChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="day"
            withLegend
            series={[
              { name: 'placed', label: t('adminDashboard.series.placed'), color: 'blue.6' },
              { name: 'paid', label: t('adminDashboard.series.paid'), color: 'teal.6' },
            ]}
            valueFormatter={count}
          />
        </ChartCard>
        <ChartCard testId="dashboard-chart-revenue" title={t('adminDashboard.charts.revenue')}>
          <AreaChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="day"
            series={[{ name: 'revenueFen', label: t('adminDashboard.series.revenue'), color: 'orange.6' }]}
            valueFormatter={money}
            yAxisProps={{ width: 90 }}
          />
        </ChartCard>
        <ChartCard testId="dashboard-chart-paid-share" title={t('adminDashboard.charts.paidShare')}>
          <LineChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="day"
            unit="%"
            yAxisProps={{ domain: [0, 100] }}
            series={[{ name: 'paidShare', label: t('adminDashboard.series.paidShare'), color: 'teal.6' }]}
          />
        </ChartCard>
        <ChartCard testId="dashboard-chart-inquiries" title={t('adminDashboard.charts.inquiries')}>
          <BarChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="day"
            withLegend
            series={[
              { name: 'received', label: t('adminDashboard.series.received'), color: 'grape.6' },
              { name: 'replied', label: t('adminDashboard.series.replied'), color: 'teal.6' },
            ]}
            valueFormatter={count}
          />
        </ChartCard>
        <ChartCard testId="dashboard-chart-response" title={t('adminDashboard.charts.response')}>
          <LineChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="day"
            withLegend
            connectNulls
            series={[
              { name: 'replyMinutes', label: t('adminDashboard.series.replyTime'), color: 'grape.6' },
              { name: 'waitMinutes', label: t('adminDashboard.series.chatWait'), color: 'cyan.6' },
            ]}
            valueFormatter={minutes}
          />
        </ChartCard>
        <ChartCard testId="dashboard-low-stock-list" title={t('adminDashboard.lowStockList')}>
          {dashboard.lowStockParts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('adminDashboard.noLowStock')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320} maxHeight={CHART_HEIGHT + 40}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminDashboard.part')}</Table.Th>
                    <Table.Th ta="right">{t('adminDashboard.stock')}</Table.Th>
                    <Table.Th ta="right">{t('adminDashboard.moq')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {dashboard.lowStockParts.map((part) => (
                    <Table.Tr key={part.productId}>
                      <Table.Td>
                        <Anchor component={Link} to={staffPartPath(part.productId)} size="sm">
                          {part.mpn}
                        </Anchor>
                        <Text span size="xs" c="dimmed" ml={6}>
                          {part.brandName}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{count(part.stock)}</Table.Td>
                      <Table.Td ta="right">{count(part.moq)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
