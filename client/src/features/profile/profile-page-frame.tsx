import { useQuery } from '@apollo/client/react';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ProfileFieldsFragment, ProfilePageQuery } from './profile-fields';
import { ProfileNav } from './profile-nav';

/** Title, the three pages' navigation and the signed-in user's profile, handed to one page's content. */
export function ProfilePageFrame(props: {
  title: string;
  children: (viewer: FragmentType<typeof ProfileFieldsFragment>, refetch: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(props.title);
  const { data, refetch } = useQuery(ProfilePageQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <ProfileNav />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {props.title}
        </Title>
        {data?.me ? props.children(data.me, () => void refetch()) : <Skeleton h={200} aria-busy="true" />}
      </Paper>
    </Stack>
  );
}
