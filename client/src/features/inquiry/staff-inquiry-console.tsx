import { INQUIRY_REPLY_MAX } from '@circuitmart/rules/text-limits';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  FileInput,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { InquiryQueueScope, InquiryState } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { showToast } from '../toast/show-toast';
import { InquiryDetailView, InquiryStateBadge } from './inquiry-detail-view';
import { inquiryFileProblem, MAX_INQUIRY_FILE_BYTES, postInquiryForm } from './inquiry-files';
import {
  InquiryBomDraftQuery,
  InquiryClaimMutation,
  InquiryDetailFragment,
  InquiryDetailQuery,
  InquiryQueueQuery,
} from './inquiry-operations';
import { QuoteLineEditor, quoteLineInput, quoteLineProblems, type EditableQuoteLine } from './quote-line-editor';

const BOM_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx'];
let nextKey = 1;

/** 12500 (0.0001 yuan) as "1.25": the text a price field starts from. */
export function milliToYuanText(milli: number): string {
  const whole = Math.floor(milli / 10_000);
  const fraction = String(milli % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function emptyLine(change: Partial<EditableQuoteLine> = {}): EditableQuoteLine {
  return {
    key: nextKey++,
    mpn: '',
    description: '',
    quantity: '',
    unitPrice: '',
    productId: null,
    leadTime: '',
    ...change,
  };
}

/** In 30 days, as YYYY-MM-DD: the validity a reply starts from. */
function defaultValidity(): string {
  return new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
}

/** The reply form: text, quoted lines (typed, from the inquiry's part or from the buyer's BOM), validity, files. */
function ReplyForm({
  inquiryId,
  part,
  attachmentName,
  onReplied,
}: {
  inquiryId: string;
  part: { id: string; mpn: string; quantity: number | null } | null;
  attachmentName: string | null;
  onReplied: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [reply, setReply] = useState('');
  const [validUntil, setValidUntil] = useState(defaultValidity);
  const [lines, setLines] = useState<EditableQuoteLine[]>(() =>
    part
      ? [emptyLine({ mpn: part.mpn, productId: part.id, quantity: part.quantity ? String(part.quantity) : '' })]
      : [],
  );
  const [files, setFiles] = useState<File[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [matching, setMatching] = useState(false);
  const extension = attachmentName?.split('.').pop()?.toLowerCase() ?? '';

  async function matchBom() {
    setMatching(true);
    try {
      const result = await client
        .query({ query: InquiryBomDraftQuery, variables: { id: inquiryId }, fetchPolicy: 'network-only' })
        .catch(() => null);
      const draft = result?.data?.inquiryBomDraft;
      if (!draft) return;
      setLines((current) => [
        ...current,
        ...draft.map((line) =>
          emptyLine({
            mpn: line.mpn,
            description: line.description,
            quantity: String(line.quantity),
            unitPrice: line.unitPriceMilli > 0 ? milliToYuanText(line.unitPriceMilli) : '',
            productId: line.productId ?? null,
            status: line.status,
          }),
        ),
      ]);
      showToast(t('inquiry.staff.bomMatched', { lines: draft.length }), 'success');
    } finally {
      setMatching(false);
    }
  }

  async function send() {
    setError(null);
    setShowProblems(true);
    if (reply.trim() === '') {
      setError(t('inquiry.staff.replyRequired'));
      return;
    }
    if (lines.some((line) => quoteLineProblems(line).length > 0)) return;
    if (lines.length > 0 && !/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) {
      setError(t('inquiry.staff.validityRequired'));
      return;
    }
    const badFile = files.find((file) => inquiryFileProblem(file));
    if (badFile) {
      setError(t('inquiry.form.fileSize', { megabytes: MAX_INQUIRY_FILE_BYTES / 1024 / 1024 }));
      return;
    }
    setSending(true);
    try {
      const answer = await postInquiryForm(
        '/api/inquiry/reply',
        { id: inquiryId, reply, validUntil, lines: JSON.stringify(lines.map(quoteLineInput)) },
        files,
      ).catch(() => null);
      if (!answer || answer.code !== 1) {
        setError(answer?.msg || t('inquiry.staff.replyFailed'));
        return;
      }
      showToast(t('inquiry.staff.replied'), 'success');
      onReplied();
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" data-testid="inquiry-reply-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('inquiry.staff.replyTitle')}
        </Title>
        {error && (
          <Alert color="red" data-testid="inquiry-reply-error">
            {error}
          </Alert>
        )}
        <Textarea
          label={t('inquiry.staff.replyText')}
          autosize
          minRows={3}
          maxLength={INQUIRY_REPLY_MAX}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          data-testid="inquiry-reply-input"
        />
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => setLines((current) => [...current, emptyLine()])}>
            {t('inquiry.staff.addLine')}
          </Button>
          {BOM_EXTENSIONS.includes(extension) && (
            <Button
              variant="light"
              size="xs"
              loading={matching}
              onClick={() => void matchBom()}
              data-testid="inquiry-match-bom"
            >
              {t('inquiry.staff.matchBom')}
            </Button>
          )}
        </Group>
        {lines.length > 0 ? (
          <QuoteLineEditor lines={lines} onChange={setLines} showProblems={showProblems} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('inquiry.staff.noLines')}
          </Text>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="date"
            label={t('inquiry.staff.validUntil')}
            value={validUntil}
            onChange={(event) => setValidUntil(event.currentTarget.value)}
            data-testid="inquiry-valid-until-input"
          />
          <FileInput
            multiple
            clearable
            label={t('inquiry.staff.files')}
            placeholder={t('inquiry.form.attachmentPlaceholder')}
            value={files}
            onChange={(chosen) => setFiles(chosen.slice(0, 5))}
            miw={240}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={sending} data-testid="inquiry-send-reply">
            {t('inquiry.staff.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One inquiry in the console: claim it, read it, download the buyer's file, reply with quoted lines. */
function StaffInquiry({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(InquiryDetailQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [claim, claiming] = useMutation(InquiryClaimMutation);
  if (loading && !data) return <Skeleton h={320} />;
  const inquiry = data?.inquiry ? getFragmentData(InquiryDetailFragment, data.inquiry) : null;
  if (!data?.inquiry || !inquiry) return null;

  async function claimIt() {
    const result = await claim({ variables: { id } }).catch(() => null);
    const payload = result?.data?.claimInquiry;
    if (!payload) return;
    if (payload.userErrors[0]) showToast(payload.userErrors[0].message, 'error');
    else showToast(t('inquiry.staff.claimed'), 'success');
    await refetch();
    onChanged();
  }

  const pending = inquiry.state === 'PENDING';
  return (
    <InquiryDetailView
      inquiry={data.inquiry}
      actions={
        pending && (
          <Stack gap="md">
            {!inquiry.salesSpecialist && (
              <Group justify="flex-end">
                <Button onClick={() => void claimIt()} loading={claiming.loading} data-testid="inquiry-claim">
                  {t('inquiry.staff.claim')}
                </Button>
              </Group>
            )}
            {inquiry.salesSpecialist && !inquiry.claimedByMe ? (
              <Alert color="yellow" data-testid="inquiry-claimed-by-other">
                {t('adminInquiries.claimedByOther', { name: inquiry.salesSpecialist })}
              </Alert>
            ) : (
              <ReplyForm
                key={inquiry.id}
                inquiryId={inquiry.id}
                part={inquiry.product ? { ...inquiry.product, quantity: inquiry.quantity ?? null } : null}
                attachmentName={inquiry.attachment?.filename ?? null}
                onReplied={() => {
                  void refetch();
                  onChanged();
                }}
              />
            )}
          </Stack>
        )
      }
    />
  );
}

/** The sales console (`/admin/inquiries`): the queue by state, claim and search; the chosen inquiry beside it. */
export function StaffInquiryConsole() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [state, setState] = useState<InquiryState | 'ALL'>('PENDING');
  const [scope, setScope] = useState<InquiryQueueScope>('ALL');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, refetch } = useQuery(InquiryQueueQuery, {
    variables: { state: state === 'ALL' ? null : state, scope, search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.inquiryQueue;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminInquiries.title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              value={state}
              onChange={(value) => setState(value as InquiryState | 'ALL')}
              data={[
                { value: 'PENDING', label: t('inquiry.state.PENDING') },
                { value: 'REPLIED', label: t('inquiry.state.REPLIED') },
                { value: 'ALL', label: t('adminInquiries.all') },
              ]}
            />
            <SegmentedControl
              fullWidth
              value={scope}
              onChange={(value) => setScope(value as InquiryQueueScope)}
              data={[
                { value: 'ALL', label: t('adminInquiries.scope.ALL') },
                { value: 'UNCLAIMED', label: t('adminInquiries.scope.UNCLAIMED') },
                { value: 'MINE', label: t('adminInquiries.scope.MINE') },
              ]}
            />
            <TextInput
              placeholder={t('adminInquiries.search')}
              aria-label={t('adminInquiries.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-testid="inquiry-queue-search"
            />
            <ScrollArea.Autosize mah={640}>
              {loading && !queue ? (
                <Skeleton h={200} />
              ) : queue && queue.length > 0 ? (
                <Stack gap="xs" data-testid="inquiry-queue">
                  {queue.map((entry) => (
                    <UnstyledButton
                      key={entry.id}
                      onClick={() => setSelected(entry.id)}
                      data-testid="inquiry-queue-row"
                    >
                      <Paper
                        withBorder
                        radius="md"
                        p="sm"
                        bg={selected === entry.id ? 'var(--mantine-color-blue-light)' : undefined}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Stack gap={0}>
                            <Text fw={600} size="sm">
                              {entry.number}
                            </Text>
                            <Text size="sm">
                              {entry.companyName} · {entry.projectName}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatDateTime(entry.createdAt, locale)}
                              {entry.salesSpecialist
                                ? ` · ${t('adminInquiries.claimedBy', { name: entry.salesSpecialist })}`
                                : ` · ${t('adminInquiries.unclaimed')}`}
                            </Text>
                          </Stack>
                          <InquiryStateBadge state={entry.state} />
                        </Group>
                      </Paper>
                    </UnstyledButton>
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed" ta="center" py="lg">
                  {t('adminInquiries.empty')}
                </Text>
              )}
            </ScrollArea.Autosize>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <StaffInquiry key={selected} id={selected} onChanged={() => void refetch()} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('adminInquiries.choose')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
