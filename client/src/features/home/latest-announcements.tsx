import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatDate } from '../locale-format/format-date';

export const LatestAnnouncementsFragment = graphql(`
  fragment LatestAnnouncements_announcement on Announcement {
    id
    title
    body
    publishedAt
  }
`);

interface LatestAnnouncementsProps {
  announcements: readonly FragmentType<typeof LatestAnnouncementsFragment>[];
}

export function LatestAnnouncements(props: LatestAnnouncementsProps) {
  const announcements = getFragmentData(LatestAnnouncementsFragment, props.announcements);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="announcements-title">
      <Title order={2} size="h3" mb="sm" id="announcements-title">
        {t('home.announcementsTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {announcements.length === 0 && <Text c="dimmed">{t('home.noAnnouncements')}</Text>}
          {announcements.map((announcement) => (
            <article key={announcement.id}>
              <Text size="xs" c="dimmed">
                <time dateTime={announcement.publishedAt}>{formatDate(announcement.publishedAt, locale)}</time>
              </Text>
              <Text fw={600}>{announcement.title}</Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {announcement.body}
              </Text>
            </article>
          ))}
        </Stack>
      </Paper>
    </section>
  );
}
