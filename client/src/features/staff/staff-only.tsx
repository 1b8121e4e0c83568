import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../gql/graphql';
import { useStaffRoles } from './use-staff-roles';

interface StaffOnlyProps {
  /** Roles that may open the page; the server checks every call as well. */
  allow: readonly Role[];
  /** The page, given the viewer's roles for pages that show more to some roles. */
  children: (roles: readonly Role[]) => ReactNode;
}

/** A staff page's gate: a loader while the roles load, then the page or a 403 notice. */
export function StaffOnly({ allow, children }: StaffOnlyProps) {
  const { t } = useTranslation();
  const { roles, loading } = useStaffRoles();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  if (!roles.some((role) => allow.includes(role))) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" data-testid="staff-forbidden">
          <Text fz={64} fw={900} c="dimmed" lh={1}>
            403
          </Text>
          <Title order={1} size="h3">
            {t('staff.forbidden')}
          </Title>
        </Stack>
      </Center>
    );
  }
  return children(roles);
}
