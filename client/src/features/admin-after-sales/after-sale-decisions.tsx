import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAfterSaleDetailQuery, Permission } from '../../gql/graphql';
import { formatMoneyFen } from '../money/format-money';
import { InlineForm } from '../staff/inline-form';
import { reportOutcome } from '../staff/report-outcome';
import {
  AFTER_SALE_REFRESH,
  AdminApproveAfterSaleMutation,
  AdminIssueAfterSaleRefundMutation,
  AdminReceiveAfterSaleReturnMutation,
  AdminRejectAfterSaleMutation,
  AdminRequestAfterSaleProofMutation,
} from './admin-after-sales-operations';
import { ReplacementShipForm } from './replacement-ship-form';
import { staffDecisions } from './staff-actions';

type Request = NonNullable<AdminAfterSaleDetailQuery['afterSaleRequest']>;

/** Whether the returned goods can be sold again (their stock goes back) or not; staff must say which. */
function ReceiveReturn({ onReceive }: { onReceive: (goodsFine: boolean) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="xs" data-testid="after-sale-receive">
      <Radio.Group label={t('adminAfterSale.goodsCondition')} value={condition} onChange={setCondition}>
        <Group mt={4}>
          <Radio value="fine" label={t('adminAfterSale.goodsFineStockBack')} />
          <Radio value="notFine" label={t('adminAfterSale.goodsNotFine')} />
        </Group>
      </Radio.Group>
      <Group>
        <Button
          disabled={!condition}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onReceive(condition === 'fine');
            setBusy(false);
          }}
        >
          {t('adminAfterSale.markReceived')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The staff decisions the request's state allows and the viewer's permissions open (the server checks both again). */
export function AfterSaleDecisions({ request, permissions }: { request: Request; permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [approve, approving] = useMutation(AdminApproveAfterSaleMutation, AFTER_SALE_REFRESH);
  const [reject] = useMutation(AdminRejectAfterSaleMutation, AFTER_SALE_REFRESH);
  const [requestProof] = useMutation(AdminRequestAfterSaleProofMutation, AFTER_SALE_REFRESH);
  const [receive] = useMutation(AdminReceiveAfterSaleReturnMutation, AFTER_SALE_REFRESH);
  const [issueRefund, issuing] = useMutation(AdminIssueAfterSaleRefundMutation, AFTER_SALE_REFRESH);
  const decisions = staffDecisions(request.availableActions, permissions);
  if (decisions.length === 0) return null;
  const id = request.id;
  const returnsGoods = request.type === 'RETURN_AND_REFUND' || request.type === 'EXCHANGE';

  return (
    <Paper withBorder p="sm" data-testid="after-sale-decisions">
      <Stack gap="sm">
        {decisions.includes('APPROVE') && (
          <Group>
            <Button
              color="green"
              loading={approving.loading}
              onClick={async () => {
                const result = await approve({ variables: { input: { id } } }).catch(() => null);
                reportOutcome(result?.data?.approveAfterSale.userErrors, t('adminAfterSale.done.approved'));
              }}
            >
              {t(returnsGoods ? 'adminAfterSale.approveReturn' : 'adminAfterSale.approve')}
            </Button>
          </Group>
        )}
        {decisions.includes('REJECT') && (
          <InlineForm
            label={t('adminAfterSale.rejectReason')}
            button={t('adminAfterSale.reject')}
            color="red"
            testId="after-sale-reject"
            onSubmit={async (reason) => {
              const result = await reject({ variables: { input: { id, reason } } }).catch(() => null);
              return reportOutcome(result?.data?.rejectAfterSale.userErrors, t('adminAfterSale.done.rejected'));
            }}
          />
        )}
        {decisions.includes('REQUEST_PROOF') && (
          <InlineForm
            label={t('adminAfterSale.proofNote')}
            button={t('adminAfterSale.requestProof')}
            testId="after-sale-request-proof"
            onSubmit={async (note) => {
              const result = await requestProof({ variables: { input: { id, note } } }).catch(() => null);
              return reportOutcome(result?.data?.requestAfterSaleProof.userErrors, t('adminAfterSale.done.proofAsked'));
            }}
          />
        )}
        {decisions.includes('RECEIVE_RETURN') && (
          <ReceiveReturn
            onReceive={async (goodsFine) => {
              const result = await receive({ variables: { input: { id, goodsFine } } }).catch(() => null);
              reportOutcome(result?.data?.receiveAfterSaleReturn.userErrors, t('adminAfterSale.done.received'));
            }}
          />
        )}
        {decisions.includes('ISSUE_REFUND') && (
          <Stack gap={4} data-testid="after-sale-issue-refund">
            <Text size="sm">{t('adminAfterSale.refundHint')}</Text>
            <Group>
              <Button
                loading={issuing.loading}
                onClick={async () => {
                  const result = await issueRefund({ variables: { input: { id } } }).catch(() => null);
                  reportOutcome(result?.data?.issueAfterSaleRefund.userErrors, t('adminAfterSale.done.refundIssued'));
                }}
              >
                {t('adminAfterSale.issueRefund', { amount: formatMoneyFen(BigInt(request.refundFen), locale) })}
              </Button>
            </Group>
          </Stack>
        )}
        {decisions.includes('SHIP_REPLACEMENT') && <ReplacementShipForm requestId={id} />}
      </Stack>
    </Paper>
  );
}
