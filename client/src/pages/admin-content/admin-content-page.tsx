import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffContentList } from '../../features/content/staff-content-list';
import { StaffFeedbackList } from '../../features/content/staff-feedback-list';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { StaffOnly } from '../../features/staff/staff-only';
import type { ContentKind, Permission } from '../../gql/graphql';

type Tab = ContentKind | 'FEEDBACK';

/** Which permission opens each tab (the server checks the same ones). */
const permissionOfTab: Record<Tab, Permission> = {
  ANNOUNCEMENT: 'CONTENT_EDIT',
  ARTICLE: 'CONTENT_EDIT',
  FAQ: 'CONTENT_EDIT_FAQ',
  AGREEMENT: 'CONTENT_EDIT',
  FEEDBACK: 'FEEDBACK_VIEW_ALL',
};

const STAFF_CONTENT_PERMISSIONS = [...new Set(Object.values(permissionOfTab))];

function tabsFor(permissions: readonly Permission[]): Tab[] {
  return (Object.keys(permissionOfTab) as Tab[]).filter((tab) => permissions.includes(permissionOfTab[tab]));
}

/** `/admin/content`: the staff page for announcements, articles, the help centre, the agreement and feedback. */
export default function AdminContentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.admin.title'));
  return (
    <StaffOnly allow={STAFF_CONTENT_PERMISSIONS}>
      {(permissions) => <ContentConsole tabs={tabsFor(permissions)} />}
    </StaffOnly>
  );
}

function ContentConsole({ tabs }: { tabs: Tab[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? 'FAQ');

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('content.admin.title')}
      </Title>
      <Group gap="xs" role="tablist">
        {tabs.map((option) => (
          <Button
            key={option}
            role="tab"
            aria-selected={tab === option}
            variant={tab === option ? 'filled' : 'default'}
            onClick={() => setChosen(option)}
          >
            {t(`content.admin.tabs.${option}`)}
          </Button>
        ))}
      </Group>
      <div role="tabpanel">
        {tab === 'FEEDBACK' ? <StaffFeedbackList /> : <StaffContentList key={tab} kind={tab} />}
      </div>
    </Stack>
  );
}
