import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../toast/show-toast';
import { AddProofDrawer } from './add-proof-drawer';
import { CancelAfterSaleMutation, ConfirmAfterSaleReplacementMutation } from './after-sale-operations';

const REFRESH = ['AfterSaleDetail', 'MyAfterSaleRequests'];

interface AfterSaleActionsProps {
  id: string;
  actions: readonly string[];
  proofRequest?: string | null;
}

/** The buttons the request's state allows the buyer (the server says which), so the client holds no state rules. */
export function AfterSaleActions({ id, actions, proofRequest }: AfterSaleActionsProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [addingProof, setAddingProof] = useState(false);
  const options = { refetchQueries: REFRESH, awaitRefetchQueries: true };
  const [cancel, cancelling] = useMutation(CancelAfterSaleMutation, options);
  const [confirmReplacement, confirming] = useMutation(ConfirmAfterSaleReplacementMutation, options);
  const input = { id };

  function report(errors: readonly { message: string }[] | undefined, success: string) {
    if (errors?.[0]) showToast(errors[0].message);
    else if (errors) showToast(success, 'success');
  }

  return (
    <Group gap="xs" justify="flex-end" data-testid="after-sale-actions">
      {actions.includes('SHIP_RETURN') && (
        <Button size="xs" component={Link} to={`/user/refund/jihui?id=${id}`}>
          {t('afterSale.detail.shipReturn')}
        </Button>
      )}
      {actions.includes('ADD_PROOF') && (
        <Button size="xs" variant="light" onClick={() => setAddingProof(true)}>
          {t('afterSale.detail.addProof')}
        </Button>
      )}
      {(actions.includes('RESUBMIT') || actions.includes('RESUBMIT_REPLENISHMENT')) && (
        <Button size="xs" variant="light" component={Link} to={`/user/order/applyRefund?id=${id}`}>
          {t('afterSale.detail.resubmit')}
        </Button>
      )}
      {actions.includes('CONFIRM_REPLACEMENT') && (
        <Button
          size="xs"
          loading={confirming.loading}
          onClick={async () => {
            const result = await confirmReplacement({ variables: { input } }).catch(() => null);
            report(result?.data?.confirmAfterSaleReplacement.userErrors, t('afterSale.detail.replacementConfirmed'));
          }}
        >
          {t('afterSale.detail.confirmReplacement')}
        </Button>
      )}
      {actions.includes('CANCEL') && (
        <Button size="xs" variant="default" color="red" onClick={() => setConfirmingCancel(true)}>
          {t('afterSale.detail.cancel')}
        </Button>
      )}
      <Drawer
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        position="bottom"
        size="auto"
        title={t('afterSale.detail.cancelTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('afterSale.detail.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingCancel(false)}>
              {t('afterSale.detail.keep')}
            </Button>
            <Button
              color="red"
              loading={cancelling.loading}
              onClick={async () => {
                const result = await cancel({ variables: { input } }).catch(() => null);
                setConfirmingCancel(false);
                report(result?.data?.cancelAfterSale.userErrors, t('afterSale.detail.cancelled'));
              }}
            >
              {t('afterSale.detail.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
      <AddProofDrawer
        id={id}
        proofRequest={proofRequest}
        opened={addingProof}
        onClose={() => setAddingProof(false)}
        onAdded={() => void client.refetchQueries({ include: REFRESH })}
      />
    </Group>
  );
}
