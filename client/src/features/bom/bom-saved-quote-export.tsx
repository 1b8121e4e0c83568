import { useMutation } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showToast } from '../toast/show-toast';
import { downloadPayload } from './download-file';

const ExportBomProjectMutation = graphql(`
  mutation ExportBomProject($input: ExportBomProjectInput!) {
    exportBomProject(input: $input) {
      ...DownloadFile_payload
    }
  }
`);

const ExportSharedBomQuoteMutation = graphql(`
  mutation ExportSharedBomQuote($input: ExportSharedBomQuoteInput!) {
    exportSharedBomQuote(input: $input) {
      ...DownloadFile_payload
    }
  }
`);

type Format = 'XLSX' | 'CSV';

/** Downloads a saved quote, each line beside its pricing before: the owner's by project, a colleague's by link. */
export function BomSavedQuoteExport(props: { projectId: string } | { token: string }) {
  const { t } = useTranslation();
  const [exportProject, projectState] = useMutation(ExportBomProjectMutation);
  const [exportShared, sharedState] = useMutation(ExportSharedBomQuoteMutation);

  async function download(format: Format) {
    try {
      const problem =
        'projectId' in props
          ? downloadPayload(
              (await exportProject({ variables: { input: { id: props.projectId, format } } })).data?.exportBomProject,
            )
          : downloadPayload(
              (await exportShared({ variables: { input: { token: props.token, format } } })).data?.exportSharedBomQuote,
            );
      if (problem) showToast(problem);
    } catch {
      showToast(t('bom.failed'));
    }
  }

  const loading = projectState.loading || sharedState.loading;
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={loading} onClick={() => void download('XLSX')}>
        {t('bom.savedQuote.exportXlsx')}
      </Button>
      <Button variant="default" size="xs" loading={loading} onClick={() => void download('CSV')}>
        {t('bom.savedQuote.exportCsv')}
      </Button>
    </Group>
  );
}
