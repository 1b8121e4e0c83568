import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { InquiryStateBadge } from '../../features/inquiry/inquiry-detail-view';
import { InquiryMyListQuery } from '../../features/inquiry/inquiry-operations';
import { formatDateTime } from '../../features/locale-format/format-date-time';
import type { InquiryState } from '../../gql/graphql';

const tabs: InquiryState[] = ['PENDING', 'REPLIED'];

/** `/user/inquiry?state=`: the buyer's inquiries by state (pending, replied), newest first. */
export default function UserInquiryPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('inquiry.my.title'));
  const [params, setParams] = useSearchParams();
  const state: InquiryState = params.get('state') === 'REPLIED' ? 'REPLIED' : 'PENDING';
  const { data, loading } = useQuery(InquiryMyListQuery, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const list = data?.myInquiries;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('inquiry.my.title')}
        </Title>
        <Button component={Link} to="/inquiry" variant="light">
          {t('inquiry.my.new')}
        </Button>
      </Group>
      <Tabs value={state} onChange={(value) => setParams(value === 'REPLIED' ? { state: 'REPLIED' } : {})}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`inquiry-tab-${tab}`}>
              {t(`inquiry.state.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {loading && !list ? (
        <Skeleton h={160} aria-busy="true" />
      ) : list && list.length > 0 ? (
        <Stack gap="sm" data-testid="inquiry-list">
          {list.map((inquiry) => (
            <Paper key={inquiry.id} withBorder radius="md" p="md" data-testid="inquiry-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/user/inquiry/details?id=${encodeURIComponent(inquiry.id)}`} fw={600}>
                    {inquiry.projectName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {inquiry.number} · {inquiry.companyName} · {formatDateTime(inquiry.createdAt, locale)}
                  </Text>
                  {inquiry.salesSpecialist && (
                    <Text size="sm">{t('inquiry.my.specialist', { name: inquiry.salesSpecialist })}</Text>
                  )}
                </Stack>
                <InquiryStateBadge state={inquiry.state} quoteValid={inquiry.quoteValid} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl" data-testid="inquiry-list-empty">
          {t(state === 'REPLIED' ? 'inquiry.my.emptyReplied' : 'inquiry.my.emptyPending')}
        </Text>
      )}
    </Stack>
  );
}
