import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { Role } from '../../gql/graphql';
import { userTierKey } from '../session/user-tier';
import { maskEmail, maskPhone } from './masked-contact';

export const ProfileSummaryFragment = graphql(`
  fragment ProfileSummary_viewer on Viewer {
    id
    displayName
    username
    email
    phone
    vip
    roles
    avatarUrl
  }
`);

type StaffRole = Exclude<Role, 'BUYER'>;

/** Spec §6: only staff see their roles; a buyer's account shows none. */
function StaffRoleBadge({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const labels: Record<StaffRole, string> = {
    SUPPORT: t('accountHome.roleSupport'),
    SALES: t('accountHome.roleSales'),
    ADMIN: t('accountHome.roleAdmin'),
  };
  return (
    <Badge variant="outline" color="grape" data-testid="staff-role">
      {labels[role]}
    </Badge>
  );
}

function ContactLine({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text c="dimmed" size="sm" miw={96}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value ?? t('accountHome.notSet')}
      </Text>
    </Group>
  );
}

/** Who is signed in: avatar, display name and tier (spec §3, §4), username, the e-mail and phone masked. */
export function ProfileSummary(props: { viewer: FragmentType<typeof ProfileSummaryFragment> }) {
  const { t } = useTranslation();
  const viewer = getFragmentData(ProfileSummaryFragment, props.viewer);
  const staffRoles = viewer.roles.filter((role): role is StaffRole => role !== 'BUYER');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Avatar src={viewer.avatarUrl} alt={t('profile.avatar')} size={56} radius="xl" data-testid="profile-avatar">
            {[...viewer.displayName][0]?.toUpperCase()}
          </Avatar>
          <Title order={2} size="h3" data-testid="profile-name" style={{ overflowWrap: 'anywhere' }}>
            {viewer.displayName}
          </Title>
          {/* Staff see their roles, not a shopper's tier. */}
          {staffRoles.length === 0 && (
            <Badge variant="light" color={viewer.vip === 1 ? 'yellow' : 'gray'}>
              {t(userTierKey(viewer.vip))}
            </Badge>
          )}
          {staffRoles.map((role) => (
            <StaffRoleBadge key={role} role={role} />
          ))}
        </Group>
        <ContactLine label={t('accountHome.username')} value={viewer.username} testId="profile-username" />
        <ContactLine
          label={t('accountHome.email')}
          value={viewer.email === null ? null : maskEmail(viewer.email)}
          testId="profile-email"
        />
        <ContactLine
          label={t('accountHome.phone')}
          value={viewer.phone === null ? null : maskPhone(viewer.phone)}
          testId="profile-phone"
        />
        <Group>
          <Button component={Link} to="/user/info1" variant="light" size="xs">
            {t('profile.edit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
