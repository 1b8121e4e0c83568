import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentView } from '../../features/content/content-view';
import { graphql } from '../../gql';

const HelpEntryQuery = graphql(`
  query HelpEntry($id: ID!) {
    faq(id: $id) {
      id
      title
      bodyHtml
    }
  }
`);

const AgreementQuery = graphql(`
  query RegistrationAgreement {
    registrationAgreement {
      id
      title
      bodyHtml
      publishedAt
    }
  }
`);

/** The document `?doc=` names on this page: the registration agreement the login forms link to. */
export const AGREEMENT_DOC = 'agreement';

function HelpEntry({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(HelpEntryQuery, { variables: { id } });
  return <ContentView item={data?.faq} loading={loading} backTo="/home/cjwt" backLabel={t('content.help.title')} />;
}

function Agreement() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(AgreementQuery);
  return (
    <ContentView
      item={data?.registrationAgreement}
      loading={loading}
      backTo="/home/cjwt"
      backLabel={t('content.help.title')}
    />
  );
}

/** Spec §2 `/home/helpDetails`: one help-centre answer (`?id=`) or the registration agreement (`?doc=agreement`). */
export default function HomeHelpDetailsPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  if (searchParams.get('doc') === AGREEMENT_DOC) return <Agreement />;
  return <HelpEntry id={id ?? ''} />;
}
