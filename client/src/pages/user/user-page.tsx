import { useQuery } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountFigures } from '../../features/account/account-figures';
import { AccountSecurity } from '../../features/account/account-security';
import { AccountShortcuts } from '../../features/account/account-shortcuts';
import { InvitationCard } from '../../features/account/invitation-card';
import { ProfileSummary } from '../../features/account/profile-summary';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { consolesFor } from '../../features/staff/staff-consoles';
import { graphql } from '../../gql';

const UserPageQuery = graphql(`
  query UserPage {
    me {
      id
      permissions
      ...ProfileSummary_viewer
      ...InvitationCard_viewer
    }
  }
`);

/** Account home (spec §2 `/user`): who is signed in, the invitation code, the account's pages and its devices. */
export default function UserPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.user.title'));
  // An expired session answers UNAUTHENTICATED, which the error link turns into a trip to the login page.
  const { data } = useQuery(UserPageQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.me;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('pages.user.title')}
        </Title>
        {viewer && consolesFor(viewer.permissions).length > 0 && (
          <Button component={Link} to="/admin" variant="light">
            {t('staff.open')}
          </Button>
        )}
      </Group>
      {viewer ? <ProfileSummary viewer={viewer} /> : <Skeleton h={140} aria-busy="true" />}
      <AccountFigures />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {viewer ? <InvitationCard viewer={viewer} /> : <Skeleton h={160} />}
        <AccountShortcuts />
      </SimpleGrid>
      <AccountSecurity />
    </Stack>
  );
}
