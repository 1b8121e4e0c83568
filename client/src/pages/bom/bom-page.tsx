import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Anchor,
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BomMappingStep } from '../../features/bom/bom-mapping';
import { parseBom, type BomSource } from '../../features/bom/bom-parse';
import {
  AddBomToCartMutation,
  BomProjectQuery,
  DeleteBomProjectMutation,
  ExportBomQuoteMutation,
  MatchBomMutation,
  MyBomProjectsQuery,
  SaveBomProjectMutation,
} from '../../features/bom/bom-operations';
import { BomQuoteTable, type BomQuoteTableFragment } from '../../features/bom/bom-quote-table';
import { BomSavedQuotePanel } from '../../features/bom/bom-saved-quote-panel';
import { downloadPayload } from '../../features/bom/download-file';
import { plainLines, type BomLine, type BomMapping, type ParsedBom } from '../../features/bom/bom-types';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { showToast } from '../../features/toast/show-toast';
import type { FragmentType } from '../../gql';

type Busy = 'parsing' | 'matching' | null;

/** The BOM tool: paste or upload, map columns, see every line matched and priced, then cart, export or save. */
export default function BomPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bom.title'));
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<BomSource | null>(null);
  const [parsed, setParsed] = useState<ParsedBom | null>(null);
  const [lines, setLines] = useState<BomLine[] | null>(null);
  const [boards, setBoards] = useState(1);
  const [quote, setQuote] = useState<FragmentType<typeof BomQuoteTableFragment> | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [projectName, setProjectName] = useState('');

  const [matchBom] = useMutation(MatchBomMutation);
  const [addToCart, addState] = useMutation(AddBomToCartMutation, { refetchQueries: ['HeaderCartCount'] });
  const [exportQuote, exportState] = useMutation(ExportBomQuoteMutation);
  const [saveProject, saveState] = useMutation(SaveBomProjectMutation, {
    refetchQueries: ['MyBomProjects', 'BomSavedQuote'],
  });
  const [deleteProject] = useMutation(DeleteBomProjectMutation, { refetchQueries: ['MyBomProjects'] });
  const projects = useQuery(MyBomProjectsQuery, { fetchPolicy: 'cache-and-network' });

  async function parse(from: BomSource, options: { headerRow?: number; mapping?: BomMapping } = {}) {
    setBusy('parsing');
    setError(null);
    try {
      const answer = await parseBom(from, options);
      if (answer.code !== 1 || !answer.data) setError(answer.msg);
      else setParsed(answer.data);
      setSource(from);
    } catch {
      setError(t('bom.failed'));
    } finally {
      setBusy(null);
    }
  }

  async function match(nextLines: BomLine[], nextBoards = boards) {
    setBusy('matching');
    setError(null);
    setLines(nextLines);
    try {
      const result = await matchBom({ variables: { input: { boards: nextBoards, lines: nextLines } } });
      const payload = result.data?.matchBom;
      if (payload?.userErrors[0]) setError(payload.userErrors[0].message);
      else if (payload?.quote) setQuote(payload.quote);
    } catch {
      setError(t('bom.failed'));
    } finally {
      setBusy(null);
    }
  }

  /** Changes one line and prices the BOM again. */
  function updateLine(reference: string, change: (line: BomLine) => Partial<BomLine>) {
    if (!lines) return;
    void match(lines.map((line) => (line.reference === reference ? { ...line, ...change(line) } : line)));
  }

  function pick(reference: string, productId: string) {
    updateLine(reference, () => ({ productId }));
  }

  async function addAll() {
    if (!lines) return;
    const result = await addToCart({ variables: { input: { boards, lines } } }).catch(() => null);
    const payload = result?.data?.addBomToCart;
    if (payload?.userErrors[0]) showToast(payload.userErrors[0].message);
    else if (payload) {
      showToast(
        payload.skippedReferences?.length
          ? t('bom.addedSome', { count: payload.addedCount ?? 0, skipped: payload.skippedReferences.join(', ') })
          : t('bom.added', { count: payload.addedCount ?? 0 }),
        'success',
      );
    }
  }

  async function exportAs(format: 'XLSX' | 'PDF' | 'CSV') {
    if (!lines) return;
    const name = projectName.trim() || 'BOM';
    const result = await exportQuote({ variables: { input: { boards, lines, name, format } } }).catch(() => null);
    const problem = downloadPayload(result?.data?.exportBomQuote);
    if (problem) showToast(problem);
  }

  async function save() {
    if (!lines) return;
    const input = { boards, lines, name: projectName, ...(projectId && { id: projectId }) };
    const result = await saveProject({ variables: { input } }).catch(() => null);
    const payload = result?.data?.saveBomProject;
    if (payload?.userErrors[0]) showToast(payload.userErrors[0].message);
    else if (payload?.project) {
      setProjectId(payload.project.id);
      showToast(t('bom.saved'), 'success');
    }
  }

  async function open(id: string) {
    const result = await client.query({ query: BomProjectQuery, variables: { id }, fetchPolicy: 'network-only' });
    const project = result.data?.bomProject;
    if (!project) return;
    setProjectId(project.id);
    setProjectName(project.name);
    setBoards(project.boards);
    setParsed(null);
    await match(plainLines(project.lines), project.boards);
  }

  function restart() {
    setSource(null);
    setParsed(null);
    setLines(null);
    setQuote(null);
    setProjectId(null);
    setProjectName('');
    setError(null);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('bom.title')}
      </Title>
      {busy && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t(busy === 'parsing' ? 'bom.parsing' : 'bom.matching')}</Text>
          <Progress value={busy === 'parsing' ? 40 : 80} animated striped aria-label={t('bom.progress')} />
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!lines && !parsed && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('bom.intro')}
            </Text>
            <Text size="sm">
              {t('inquiry.bomHint')}{' '}
              <Anchor component={Link} to="/inquiry" underline="always" data-testid="bom-ask-for-price">
                {t('inquiry.askForPrice')}
              </Anchor>
            </Text>
            <Textarea
              label={t('bom.pasteLabel')}
              placeholder={'MPN\tQty\tDesignator\nSTM32F103C8T6\t1\tU1\n100nF 0603\t10\tC1-C10'}
              autosize
              minRows={6}
              maxRows={16}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <FileInput
              label={t('bom.fileLabel')}
              placeholder={t('bom.filePlaceholder')}
              accept=".csv,.tsv,.txt,.xlsx"
              value={file}
              onChange={setFile}
              clearable
            />
            <Group>
              <Button
                disabled={!file && !text.trim()}
                loading={busy === 'parsing'}
                onClick={() => void parse(file ? { kind: 'file', file } : { kind: 'text', text })}
              >
                {t('bom.read')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {parsed && !lines && source && (
        <BomMappingStep
          key={JSON.stringify([parsed.headerRow, parsed.mapping])}
          parsed={parsed}
          busy={busy !== null}
          onRemap={(headerRow, mapping) => void parse(source, { headerRow, mapping })}
          onContinue={() => void match(plainLines(parsed.lines))}
        />
      )}
      {lines && quote && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <NumberInput
                label={t('bom.boards')}
                min={1}
                max={100000}
                value={boards}
                onChange={(value) => setBoards(typeof value === 'number' ? value : 1)}
                onBlur={() => void match(lines, boards)}
                w={120}
              />
              <Button onClick={() => void addAll()} loading={addState.loading}>
                {t('bom.addAll')}
              </Button>
              <Button variant="default" onClick={() => void exportAs('XLSX')} loading={exportState.loading}>
                {t('bom.exportXlsx')}
              </Button>
              <Button variant="default" onClick={() => void exportAs('PDF')} loading={exportState.loading}>
                {t('bom.exportPdf')}
              </Button>
              <Button variant="default" onClick={() => void exportAs('CSV')} loading={exportState.loading}>
                {t('bom.exportCsv')}
              </Button>
              <TextInput
                label={t('bom.projectName')}
                value={projectName}
                onChange={(event) => setProjectName(event.currentTarget.value)}
              />
              <Button variant="light" onClick={() => void save()} loading={saveState.loading}>
                {t(projectId ? 'bom.saveChanges' : 'bom.saveProject')}
              </Button>
              <Button variant="subtle" onClick={restart}>
                {t('bom.newBom')}
              </Button>
            </Group>
            <BomQuoteTable
              quote={quote}
              onPick={pick}
              onToggleExclusion={(reference) =>
                updateLine(reference, (line) => ({ exclusion: line.exclusion ? null : 'BUYER' }))
              }
              onConfirmQuantity={(reference) => updateLine(reference, () => ({ quantityIssue: null }))}
            />
          </Stack>
        </Paper>
      )}
      {projectId && <BomSavedQuotePanel key={projectId} projectId={projectId} />}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{t('bom.projects')}</Text>
          {projects.data?.myBomProjects.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('bom.noProjects')}
            </Text>
          )}
          {projects.data?.myBomProjects.map((project) => (
            <Group key={project.id} justify="space-between">
              <Text size="sm">
                {project.name} · {t('bom.lineCount', { count: project.lineCount })} ·{' '}
                {t('bom.boardCount', { count: project.boards })}
              </Text>
              <Group gap="xs">
                <Button size="compact-sm" variant="light" onClick={() => void open(project.id)}>
                  {t('bom.open')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => void deleteProject({ variables: { id: project.id } }).catch(() => null)}
                >
                  {t('bom.delete')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
