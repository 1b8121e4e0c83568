import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentView } from '../../features/content/content-view';
import { graphql } from '../../gql';

const AnnouncementDetailQuery = graphql(`
  query AnnouncementDetail($id: ID!) {
    announcement(id: $id) {
      id
      title
      bodyHtml
      publishedAt
    }
  }
`);

/** Spec §2 `/announcement/:id`: open to visitors. */
export default function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading } = useQuery(AnnouncementDetailQuery, { variables: { id } });
  return (
    <ContentView
      item={data?.announcement}
      loading={loading}
      backTo="/announcement/list"
      backLabel={t('content.announcements.title')}
    />
  );
}
