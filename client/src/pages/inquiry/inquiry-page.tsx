import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { InquiryForm } from '../../features/inquiry/inquiry-form';

/** `/inquiry?productId=&quantity=`: ask for a price; from a part's page with the part and the quantity wanted. */
export default function InquiryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inquiry.form.title'));
  const [params] = useSearchParams();
  const productId = params.get('productId');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('inquiry.form.title')}
        </Title>
        <Anchor component={Link} to="/user/inquiry">
          {t('inquiry.my.title')}
        </Anchor>
      </Group>
      <Text c="dimmed">{t('inquiry.form.intro')}</Text>
      <InquiryForm key={productId ?? ''} productId={productId} quantity={params.get('quantity')} />
    </Stack>
  );
}
