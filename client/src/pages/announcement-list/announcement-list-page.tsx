import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ContentList } from '../../features/content/content-list';
import { graphql } from '../../gql';

const AnnouncementListQuery = graphql(`
  query AnnouncementList {
    announcementList(first: 100) {
      totalCount
      items {
        id
        title
        body
        publishedAt
      }
    }
  }
`);

/** Spec §2 `/announcement/list` (login required; the router sends a visitor to the login page). */
export default function AnnouncementListPage() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(AnnouncementListQuery);
  return (
    <ContentList
      title={t('content.announcements.title')}
      items={data?.announcementList.items}
      loading={loading}
      linkOf={(id) => `/announcement/${id}`}
    />
  );
}
