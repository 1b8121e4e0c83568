import { useQuery } from '@apollo/client/react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { INVITEES_PAGE_SIZE, MyInvitationQuery } from '../../features/invitations/invitation-operations';
import { InvitationPoster } from '../../features/invitations/invitation-poster';
import { InvitationRules } from '../../features/invitations/invitation-rules';
import { InvitationShare } from '../../features/invitations/invitation-share';
import { InviteeList } from '../../features/invitations/invitee-list';

/** Invite friends (`/user/invite`): code and link to copy, the share poster, the reward rules and the invitees. */
export default function UserInvitePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.title'));
  const { data, error, fetchMore } = useQuery(MyInvitationQuery, {
    variables: { first: INVITEES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const invitation = data?.myInvitation;
  const invitees = invitation?.invitees;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('invitations.title')}
      </Title>
      <Text c="dimmed">{t('invitations.intro')}</Text>
      {error && !data && <Alert color="red">{t('invitations.loadFailed')}</Alert>}
      {!data && !error && <Skeleton h={240} radius="md" aria-busy="true" />}
      {invitation && data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="md">
            <InvitationShare
              code={invitation.code}
              link={invitation.link}
              invitedCount={invitation.invitedCount}
              rewardedCount={invitation.rewardedCount}
            />
            <InvitationRules rewards={data.invitationRewards} />
          </Stack>
          <InvitationPoster posterUrl={invitation.posterUrl} />
        </SimpleGrid>
      )}
      {invitees && (
        <InviteeList
          invitees={invitees.edges.map((edge) => edge.node)}
          totalCount={invitees.totalCount}
          hasMore={invitees.pageInfo.hasNextPage}
          loadingMore={loadingMore}
          onMore={() => {
            setLoadingMore(true);
            void fetchMore({
              variables: { after: invitees.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                myInvitation: {
                  ...fetchMoreResult.myInvitation,
                  invitees: {
                    ...fetchMoreResult.myInvitation.invitees,
                    edges: [...previous.myInvitation.invitees.edges, ...fetchMoreResult.myInvitation.invitees.edges],
                  },
                },
              }),
            }).finally(() => setLoadingMore(false));
          }}
        />
      )}
    </Stack>
  );
}
