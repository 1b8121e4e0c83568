import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Checkbox, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import type { Role } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import {
  CreateStaffAccountMutation,
  DisableStaffAccountMutation,
  EnableStaffAccountMutation,
  SetStaffRolesMutation,
  StaffMemberRowFragment,
  StaffMembersQuery,
} from './admin-people-operations';
import { assignableRoles } from './staff-roles';

/** Staff accounts: create one (its password shown once), change roles, disable or enable. */
export function StaffPanel() {
  const { t } = useTranslation();
  const { data } = useQuery(StaffMembersQuery, { fetchPolicy: 'network-only' });
  return (
    <Stack gap="md" data-testid="staff-panel">
      <CreateStaffForm />
      <Title order={2} size="h4">
        {t('adminPeople.staff.list')}
      </Title>
      {data?.staffMembers.map((member) => (
        <StaffMemberCard key={getFragmentData(StaffMemberRowFragment, member).id} member={member} />
      ))}
    </Stack>
  );
}

function RoleBoxes({ roles, onChange }: { roles: readonly Role[]; onChange: (roles: Role[]) => void }) {
  const { t } = useTranslation();
  const labels: Record<Role, string> = {
    BUYER: t('adminPeople.roles.BUYER'),
    SUPPORT: t('adminPeople.roles.SUPPORT'),
    SALES: t('adminPeople.roles.SALES'),
    ADMIN: t('adminPeople.roles.ADMIN'),
  };
  return (
    <Group gap="md">
      {assignableRoles.map((role) => (
        <Checkbox
          key={role}
          label={labels[role]}
          checked={roles.includes(role)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? assignableRoles.filter((each) => each === role || roles.includes(each))
                : roles.filter((each) => each !== role),
            )
          }
        />
      ))}
    </Group>
  );
}

function CreateStaffForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const [create, { loading }] = useMutation(CreateStaffAccountMutation, { refetchQueries: [StaffMembersQuery] });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = await create({
      variables: { input: { username: username.trim(), email: email.trim() || null, roles } },
    }).catch(() => undefined);
    const payload = result?.data?.createStaffAccount;
    if (!reportOutcome(payload?.userErrors, t('adminPeople.staff.created')) || !payload?.password) return;
    setCreated({ username: username.trim(), password: payload.password });
    setUsername('');
    setEmail('');
    setRoles([]);
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('adminPeople.staff.create')}
          </Title>
          <Group grow>
            <TextInput
              label={t('adminPeople.staff.username')}
              description={t('adminPeople.staff.usernameHint')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              required
            />
            <TextInput
              label={t('adminPeople.staff.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </Group>
          <RoleBoxes roles={roles} onChange={setRoles} />
          <Group>
            <Button type="submit" loading={loading} disabled={!username.trim() || roles.length === 0}>
              {t('adminPeople.staff.createButton')}
            </Button>
          </Group>
          {created && (
            <Alert color="yellow" title={t('adminPeople.staff.passwordTitle', { username: created.username })}>
              <Stack gap={4}>
                <Code fz="lg" data-testid="new-staff-password">
                  {created.password}
                </Code>
                <Text size="sm">{t('adminPeople.staff.passwordOnce')}</Text>
              </Stack>
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function StaffMemberCard({ member: masked }: { member: FragmentType<typeof StaffMemberRowFragment> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const member = getFragmentData(StaffMemberRowFragment, masked);
  const [roles, setRoles] = useState<Role[]>(member.roles);
  const [saveRoles, saving] = useMutation(SetStaffRolesMutation);
  const [disable] = useMutation(DisableStaffAccountMutation);
  const [enable] = useMutation(EnableStaffAccountMutation);
  const changed = roles.join() !== member.roles.join();

  async function save(): Promise<void> {
    const result = await saveRoles({ variables: { input: { userId: member.id, roles } } }).catch(() => undefined);
    if (!reportOutcome(result?.data?.setStaffRoles.userErrors, t('adminPeople.staff.rolesSaved'))) {
      setRoles(member.roles);
    }
  }

  async function change(kind: 'disable' | 'enable', reason: string): Promise<boolean> {
    const input = { userId: member.id, reason };
    const errors =
      kind === 'disable'
        ? (await disable({ variables: { input } }).catch(() => undefined))?.data?.disableStaffAccount.userErrors
        : (await enable({ variables: { input } }).catch(() => undefined))?.data?.enableStaffAccount.userErrors;
    return reportOutcome(errors, kind === 'disable' ? t('adminPeople.staff.disabled') : t('adminPeople.staff.enabled'));
  }

  return (
    <Paper withBorder p="sm" data-testid={`staff-member-${member.username ?? member.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {member.username ?? member.displayName}{' '}
            {member.email && (
              <Text span c="dimmed">
                {member.email}
              </Text>
            )}
          </Text>
          <Group gap="xs">
            {member.totpEnrolled && <Badge color="blue">{t('adminPeople.staff.totp')}</Badge>}
            {member.disabledAt ? (
              <Badge color="red">{t('adminPeople.disabled')}</Badge>
            ) : (
              <Badge color="green">{t('adminPeople.active')}</Badge>
            )}
          </Group>
        </Group>
        {member.disabledAt && (
          <Text size="sm" c="red">
            {t('adminPeople.disabledSince', {
              date: formatDateTime(member.disabledAt, locale),
              reason: member.disabledReason ?? '',
            })}
          </Text>
        )}
        <Group justify="space-between">
          <RoleBoxes roles={roles} onChange={setRoles} />
          <Button
            size="xs"
            disabled={!changed || roles.length === 0}
            loading={saving.loading}
            onClick={() => void save()}
          >
            {t('adminPeople.staff.saveRoles')}
          </Button>
        </Group>
        {member.disabledAt ? (
          <InlineForm
            label={t('adminPeople.reason')}
            button={t('adminPeople.enable')}
            testId="enable-staff"
            onSubmit={(reason) => change('enable', reason)}
          />
        ) : (
          <InlineForm
            label={t('adminPeople.reason')}
            button={t('adminPeople.disable')}
            color="red"
            testId="disable-staff"
            onSubmit={(reason) => change('disable', reason)}
          />
        )}
      </Stack>
    </Paper>
  );
}
