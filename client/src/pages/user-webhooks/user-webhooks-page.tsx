import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { WebhookEndpoints } from '../../features/webhooks/webhook-endpoints';

/** /user/webhooks: the signed-in user's webhook endpoints and their deliveries (issue 20). */
export default function UserWebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('webhooks.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('webhooks.title')}
      </Title>
      <Text c="dimmed">{t('webhooks.intro')}</Text>
      <WebhookEndpoints />
    </Stack>
  );
}
