import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BroadcastForm } from './broadcast-form';
import { SentBroadcasts } from './sent-broadcasts';

/** `/admin/broadcasts`: a platform message to everybody or a segment, confirmed by its recipient count; sent ones. */
export function BroadcastsConsole() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminBroadcasts.title')}
      </Title>
      <Text c="dimmed">{t('adminBroadcasts.explain')}</Text>
      <BroadcastForm />
      <SentBroadcasts />
    </Stack>
  );
}
