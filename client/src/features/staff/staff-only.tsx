import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../gql/graphql';
import { useStaffPermissions } from './use-staff-permissions';

interface StaffOnlyProps {
  /** Permissions that open the page (any one of them); the server checks every call as well. */
  allow: readonly Permission[];
  /** The page, given the viewer's permissions for pages that show more to some staff. */
  children: (permissions: readonly Permission[]) => ReactNode;
}

/** A staff page's gate: a loader while the permissions load, then the page or a 403 notice. */
export function StaffOnly({ allow, children }: StaffOnlyProps) {
  const { t } = useTranslation();
  const { permissions, loading } = useStaffPermissions();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  if (!permissions.some((permission) => allow.includes(permission))) {
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
  return children(permissions);
}
