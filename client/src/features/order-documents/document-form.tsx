import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Drawer, Group, NativeSelect, Skeleton, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDocumentKind } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { OrderDocumentsFormQuery, OrderDocumentsSaveFormMutation } from './order-documents-operations';

const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'];
const FIELDS = ['buyerCompany', 'buyerAddress', 'taxNumber', 'contactName', 'contactPhone', 'contactEmail'] as const;
const TERMS = ['paymentTerms', 'deliveryTerms'] as const;
type FieldName = (typeof FIELDS)[number] | (typeof TERMS)[number] | 'incoterm';
type Values = Record<FieldName, string>;

/** Starts the browser's download of a file the server sends as an attachment (the session cookie authorizes it). */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

interface DocumentFormProps {
  orderId: string;
  kind: OrderDocumentKind;
  onClose: () => void;
}

/** The buyer's details (and, for a contract, the trade terms), prefilled by the server; saving downloads the PDF. */
export function DocumentForm({ orderId, kind, onClose }: DocumentFormProps) {
  const { t } = useTranslation();
  const { data } = useQuery(OrderDocumentsFormQuery, { variables: { orderId }, fetchPolicy: 'network-only' });
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [save, saving] = useMutation(OrderDocumentsSaveFormMutation);
  const contract = kind === 'CONTRACT';
  const form = data?.orderDocumentForm;
  const value = (name: FieldName) => edits[name] ?? form?.[name] ?? (name === 'incoterm' ? 'EXW' : '');

  async function submit() {
    setErrors({});
    const fields = Object.fromEntries(
      [...FIELDS, ...(contract ? [...TERMS, 'incoterm' as const] : [])].map((name) => [name, value(name)]),
    );
    const result = await save({ variables: { input: { orderId, kind, ...fields } as never } }).catch(() => null);
    const payload = result?.data?.saveOrderDocumentForm;
    if (!payload) return;
    const [error] = payload.userErrors;
    if (error) {
      const field = error.field?.[1] as FieldName | undefined;
      if (field) setErrors({ [field]: error.message });
      else showToast(error.message);
      return;
    }
    if (payload.downloadUrl) startDownload(payload.downloadUrl);
    onClose();
  }

  const input = (name: FieldName, required = true) => (
    <TextInput
      key={name}
      label={t(`orderDocuments.fields.${name}`)}
      required={required}
      value={value(name)}
      error={errors[name]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setEdits((current) => ({ ...current, [name]: next }));
      }}
    />
  );

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={t(contract ? 'orderDocuments.contractTitle' : 'orderDocuments.proformaTitle')}
    >
      {!form ? (
        <Skeleton h={300} />
      ) : (
        <Stack gap="sm">
          {input('buyerCompany')}
          {input('buyerAddress')}
          {input('taxNumber', false)}
          {input('contactName')}
          {input('contactPhone')}
          {input('contactEmail', false)}
          {contract && (
            <>
              <NativeSelect
                label={t('orderDocuments.fields.incoterm')}
                data={INCOTERMS}
                value={value('incoterm')}
                error={errors.incoterm}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setEdits((current) => ({ ...current, incoterm: next }));
                }}
              />
              {input('paymentTerms')}
              {input('deliveryTerms')}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('orderDocuments.cancel')}
            </Button>
            <Button loading={saving.loading} onClick={() => void submit()} data-testid="document-download">
              {t('orderDocuments.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
