import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentList } from '../../features/content/content-list';
import { ContentView } from '../../features/content/content-view';
import { graphql } from '../../gql';

const ArticleListQuery = graphql(`
  query ArticleList {
    articles(first: 100) {
      totalCount
      items {
        id
        title
        summary
        body
        publishedAt
      }
    }
  }
`);

const ArticleDetailQuery = graphql(`
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      id
      title
      bodyHtml
      publishedAt
    }
  }
`);

function ArticleDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ArticleDetailQuery, { variables: { id } });
  return (
    <ContentView
      item={data?.article}
      loading={loading}
      backTo="/home/article"
      backLabel={t('content.articles.title')}
    />
  );
}

function ArticleList() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ArticleListQuery);
  return (
    <ContentList
      title={t('content.articles.title')}
      items={data?.articles.items}
      loading={loading}
      linkOf={(id) => `/home/article?id=${id}`}
    />
  );
}

/** Spec §2 `/home/article`: the news list, or one article with `?id=` (only two routes carry a path id). */
export default function HomeArticlePage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return id ? <ArticleDetail id={id} /> : <ArticleList />;
}
