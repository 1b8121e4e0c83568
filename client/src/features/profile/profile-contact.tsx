import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import { maskEmail, maskPhone } from '../account/masked-contact';
import { showNotDeveloped } from '../not-developed/show-not-developed';
import { ProfileFieldsFragment } from './profile-fields';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text c="dimmed" size="sm" miw={120}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** `/user/info3`: e-mail and phone (masked; they change through account security), invitation code, WeChat. */
export function ProfileContact(props: { viewer: FragmentType<typeof ProfileFieldsFragment> }) {
  const { t } = useTranslation();
  const viewer = getFragmentData(ProfileFieldsFragment, props.viewer);
  return (
    <Stack gap="sm">
      <Line label={t('profile.email')}>
        <Text size="sm" data-testid="profile-contact-email">
          {viewer.email ? maskEmail(viewer.email) : t('profile.notSet')}
        </Text>
      </Line>
      <Line label={t('profile.phone')}>
        <Text size="sm" data-testid="profile-contact-phone">
          {viewer.phone ? maskPhone(viewer.phone) : t('profile.notSet')}
        </Text>
      </Line>
      <Line label={t('profile.inviteCode')}>
        <Code>{viewer.inviteCode}</Code>
      </Line>
      <Line label={t('profile.wechat')}>
        <Group gap="xs">
          <Badge variant="light" color={viewer.wechatBound ? 'teal' : 'gray'}>
            {viewer.wechatBound ? t('profile.wechatBound') : t('profile.wechatNotBound')}
          </Badge>
          {/* Binding WeChat to an existing account is not offered yet (only signing up through WeChat is). */}
          {!viewer.wechatBound && (
            <Button size="compact-xs" variant="subtle" onClick={showNotDeveloped} data-testid="profile-bind-wechat">
              {t('profile.bindWechat')}
            </Button>
          )}
        </Group>
      </Line>
      <Text size="xs" c="dimmed">
        {t('profile.contactHint')}
      </Text>
    </Stack>
  );
}
