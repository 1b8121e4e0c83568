import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { showToast } from '../toast/show-toast';
import { BomSavedQuoteExport } from './bom-saved-quote-export';
import { BomSavedQuoteView } from './bom-saved-quote-view';

const BomSavedQuotePanelFragment = graphql(`
  fragment BomSavedQuotePanel_project on BomProject {
    id
    name
    shareToken
    quote {
      ...BomSavedQuoteView_quote
    }
  }
`);

const BomSavedQuotePanelPayloadFragment = graphql(`
  fragment BomSavedQuotePanel_payload on BomProjectPayload {
    project {
      ...BomSavedQuotePanel_project
    }
    userErrors {
      code
      message
    }
  }
`);

const BomSavedQuoteQuery = graphql(`
  query BomSavedQuote($id: ID!) {
    bomProject(id: $id) {
      ...BomSavedQuotePanel_project
    }
  }
`);

const RepriceBomProjectMutation = graphql(`
  mutation RepriceBomProject($input: RepriceBomProjectInput!) {
    repriceBomProject(input: $input) {
      ...BomSavedQuotePanel_payload
    }
  }
`);

const ShareBomProjectMutation = graphql(`
  mutation ShareBomProject($input: ShareBomProjectInput!) {
    shareBomProject(input: $input) {
      ...BomSavedQuotePanel_payload
    }
  }
`);

const RevokeBomProjectShareMutation = graphql(`
  mutation RevokeBomProjectShare($input: RevokeBomProjectShareInput!) {
    revokeBomProjectShare(input: $input) {
      ...BomSavedQuotePanel_payload
    }
  }
`);

const RenameBomProjectMutation = graphql(`
  mutation RenameBomProject($input: RenameBomProjectInput!) {
    renameBomProject(input: $input) {
      ...BomSavedQuotePanel_payload
    }
  }
`);

/** Shows a payload's first user error, if any; says whether the operation went through. */
function wentThrough(masked: FragmentType<typeof BomSavedQuotePanelPayloadFragment> | undefined | null): boolean {
  const payload = masked ? getFragmentData(BomSavedQuotePanelPayloadFragment, masked) : null;
  if (!payload) return false;
  if (payload.userErrors[0]) {
    showToast(payload.userErrors[0].message);
    return false;
  }
  return true;
}

/**
 * A saved project's quote for its owner: re-price it against the catalog now and see what changed, rename it, and
 * share it read-only by a link that can be revoked.
 */
export function BomSavedQuotePanel(props: { projectId: string }) {
  const { t } = useTranslation();
  const variables = { input: { id: props.projectId } };
  const { data } = useQuery(BomSavedQuoteQuery, { variables: { id: props.projectId }, fetchPolicy: 'network-only' });
  const [reprice, repriceState] = useMutation(RepriceBomProjectMutation);
  const [share, shareState] = useMutation(ShareBomProjectMutation);
  const [revoke, revokeState] = useMutation(RevokeBomProjectShareMutation);
  const [rename, renameState] = useMutation(RenameBomProjectMutation, { refetchQueries: ['MyBomProjects'] });
  const [name, setName] = useState<string | null>(null);
  const project = data?.bomProject ? getFragmentData(BomSavedQuotePanelFragment, data.bomProject) : null;
  if (!project) return null;
  const shareUrl = project.shareToken ? `${window.location.origin}/bom/shared/${project.shareToken}` : null;

  /** Runs one of the project's mutations; says whether it went through, showing why not. */
  function run(work: Promise<FragmentType<typeof BomSavedQuotePanelPayloadFragment> | null | undefined>) {
    return work.then(wentThrough, () => {
      showToast(t('bom.failed'));
      return false;
    });
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url).then(
      () => showToast(t('bom.savedQuote.copied'), 'success'),
      () => showToast(t('bom.savedQuote.copyFailed')),
    );
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="bom-saved-quote">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('bom.savedQuote.name')}
              value={name ?? project.name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button
              variant="default"
              loading={renameState.loading}
              disabled={name === null || name === project.name}
              onClick={() =>
                void run(
                  rename({ variables: { input: { id: project.id, name: name ?? '' } } }).then(
                    (result) => result.data?.renameBomProject,
                  ),
                ).then((renamed) => renamed && setName(null))
              }
            >
              {t('bom.savedQuote.rename')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              loading={repriceState.loading}
              onClick={() => void run(reprice({ variables }).then((result) => result.data?.repriceBomProject))}
            >
              {t('bom.savedQuote.reprice')}
            </Button>
            {shareUrl ? (
              <Button
                variant="subtle"
                color="red"
                loading={revokeState.loading}
                onClick={() => void run(revoke({ variables }).then((result) => result.data?.revokeBomProjectShare))}
              >
                {t('bom.savedQuote.revoke')}
              </Button>
            ) : (
              <Button
                variant="light"
                loading={shareState.loading}
                onClick={() => void run(share({ variables }).then((result) => result.data?.shareBomProject))}
              >
                {t('bom.savedQuote.share')}
              </Button>
            )}
          </Group>
        </Group>
        {shareUrl && (
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('bom.savedQuote.shareLink')}
              description={t('bom.savedQuote.shareHint')}
              value={shareUrl}
              readOnly
              flex={1}
              data-testid="bom-share-link"
            />
            <Button variant="default" onClick={() => void copy(shareUrl)}>
              {t('bom.savedQuote.copy')}
            </Button>
          </Group>
        )}
        {project.quote ? (
          <>
            <BomSavedQuoteExport projectId={project.id} />
            <BomSavedQuoteView quote={project.quote} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('bom.savedQuote.notPriced')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
