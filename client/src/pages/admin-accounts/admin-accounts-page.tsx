import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffCancellationList } from '../../features/account-cancellations/staff-cancellation-list';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';

/** `/admin/accounts`: support staff and admins review account cancellation requests (spec §4, §6). */
export default function AdminAccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.consoles.accounts.title'));
  return (
    <StaffOnly allow={['ACCOUNT_CANCELLATION_VIEW_ALL']}>
      {() => (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('staff.consoles.accounts.title')}
          </Title>
          <Text c="dimmed">{t('staff.cancellations.explain')}</Text>
          <StaffCancellationList />
        </Stack>
      )}
    </StaffOnly>
  );
}
