import { Anchor, Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { ServiceRequestSummary } from '../services/service-request-summary';
import { showToast } from '../toast/show-toast';
import { formatValidity } from './format-validity';
import { downloadInquiryFile } from './inquiry-files';
import { InquiryDetailFragment } from './inquiry-operations';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" data-testid={testId} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

export function InquiryStateBadge({ state, quoteValid }: { state: string; quoteValid?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={state === 'REPLIED' ? 'teal' : 'orange'} variant="light" data-testid="inquiry-state">
        {t(`inquiry.state.${state}`)}
      </Badge>
      {state === 'REPLIED' && quoteValid === false && (
        <Badge color="gray" variant="light">
          {t('inquiry.detail.expired')}
        </Badge>
      )}
    </Group>
  );
}

async function download(path: string, failed: string) {
  const problem = await downloadInquiryFile(path).catch(() => failed);
  if (problem) showToast(problem === 'error' ? failed : problem, 'error');
}

/**
 * An inquiry as its buyer and sales staff see it: what was asked (with the attachment to download), the
 * service specification slot, and the reply with its quoted lines, validity and files. `actions` adds the
 * buyer's or the staff's buttons.
 */
export function InquiryDetailView(props: { inquiry: FragmentType<typeof InquiryDetailFragment>; actions?: ReactNode }) {
  const inquiry = getFragmentData(InquiryDetailFragment, props.inquiry);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const failed = t('inquiry.detail.downloadFailed');
  return (
    <Stack gap="md" data-testid="inquiry-detail">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {inquiry.projectName}
            </Title>
            <InquiryStateBadge state={inquiry.state} quoteValid={inquiry.quoteValid} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
            <Row label={t('inquiry.field.number')} testId="inquiry-number">
              {inquiry.number}
            </Row>
            <Row label={t('inquiry.field.createdAt')}>{formatDateTime(inquiry.createdAt, locale)}</Row>
            {inquiry.product && (
              <Row label={t('inquiry.field.part')} testId="inquiry-detail-part">
                <Anchor component={Link} to={`/goods/${inquiry.product.id}`}>
                  {inquiry.product.mpn}
                </Anchor>
                {inquiry.quantity !== null && inquiry.quantity !== undefined
                  ? ` × ${formatQuantity(inquiry.quantity, locale)}`
                  : ''}
              </Row>
            )}
            <Row label={t('inquiry.field.annualUsage')}>{formatQuantity(inquiry.annualUsage, locale)}</Row>
            <Row label={t('inquiry.field.targetPrice')}>
              {inquiry.targetUnitPriceMilli === null || inquiry.targetUnitPriceMilli === undefined
                ? '—'
                : formatMoneyMilli(inquiry.targetUnitPriceMilli, locale)}
            </Row>
            <Row label={t('inquiry.field.companyName')}>{inquiry.companyName}</Row>
            <Row label={t('inquiry.field.companyAddress')}>{inquiry.companyAddress || '—'}</Row>
            <Row label={t('inquiry.field.contactName')}>{inquiry.contactName}</Row>
            <Row label={t('inquiry.field.contactPhone')}>{inquiry.contactPhone}</Row>
            <Row label={t('inquiry.field.attachment')}>
              {inquiry.attachment ? (
                <Anchor
                  component="button"
                  type="button"
                  data-testid="inquiry-attachment-download"
                  onClick={() => void download(`/api/inquiry/attachment?id=${encodeURIComponent(inquiry.id)}`, failed)}
                >
                  {inquiry.attachment.filename}
                </Anchor>
              ) : (
                '—'
              )}
            </Row>
            <Row label={t('inquiry.field.salesSpecialist')} testId="inquiry-sales-specialist">
              {inquiry.salesSpecialist ?? t('inquiry.detail.unassigned')}
            </Row>
          </SimpleGrid>
          {inquiry.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {inquiry.message}
            </Text>
          )}
        </Stack>
      </Paper>
      {inquiry.serviceRequest && <ServiceRequestSummary serviceRequest={inquiry.serviceRequest} />}
      {inquiry.state === 'REPLIED' && (
        <Paper withBorder radius="md" p="lg" data-testid="inquiry-reply">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('inquiry.detail.replyTitle')}
              </Title>
              {inquiry.repliedAt && (
                <Text size="sm" c="dimmed">
                  {formatDateTime(inquiry.repliedAt, locale)}
                </Text>
              )}
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="inquiry-reply-text">
              {inquiry.reply}
            </Text>
            {inquiry.validUntil && (
              <Text size="sm" fw={600} c={inquiry.quoteValid ? 'teal' : 'red'} data-testid="inquiry-valid-until">
                {t(inquiry.quoteValid ? 'inquiry.detail.validUntil' : 'inquiry.detail.expiredOn', {
                  date: formatValidity(inquiry.validUntil, locale),
                })}
              </Text>
            )}
            {inquiry.quoteLines.length > 0 && (
              <ScrollArea>
                <Table striped withTableBorder miw={640} data-testid="inquiry-quote-lines">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('inquiry.line.mpn')}</Table.Th>
                      <Table.Th>{t('inquiry.line.description')}</Table.Th>
                      <Table.Th ta="right">{t('inquiry.line.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('inquiry.line.unitPrice')}</Table.Th>
                      <Table.Th ta="right">{t('inquiry.line.lineTotal')}</Table.Th>
                      <Table.Th>{t('inquiry.line.leadTime')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {inquiry.quoteLines.map((line, index) => (
                      <Table.Tr key={index}>
                        <Table.Td>
                          {line.productId ? (
                            <Anchor component={Link} to={`/goods/${line.productId}`}>
                              {line.mpn}
                            </Anchor>
                          ) : (
                            line.mpn
                          )}
                        </Table.Td>
                        <Table.Td>{line.description}</Table.Td>
                        <Table.Td ta="right">{formatQuantity(line.quantity, locale)}</Table.Td>
                        <Table.Td ta="right" ff="monospace" data-testid="inquiry-line-price">
                          {formatMoneyMilli(line.unitPriceMilli, locale)}
                        </Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {formatMoneyFen(BigInt(line.lineTotalFen), locale)}
                        </Table.Td>
                        <Table.Td>{line.leadTime}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            {inquiry.replyAttachments.length > 0 && (
              <Group gap="sm">
                <Text size="sm" c="dimmed">
                  {t('inquiry.detail.replyFiles')}
                </Text>
                {inquiry.replyAttachments.map((file) => (
                  <Anchor
                    key={file.id}
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() =>
                      void download(`/api/inquiry/reply-attachment?id=${encodeURIComponent(file.id)}`, failed)
                    }
                  >
                    {file.filename}
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {props.actions}
    </Stack>
  );
}
