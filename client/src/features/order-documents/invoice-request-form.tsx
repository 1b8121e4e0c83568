import { useMutation } from '@apollo/client/react';
import { Button, Drawer, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceType } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { OrderDocumentsRequestInvoiceMutation } from './order-documents-operations';

type Field = 'title' | 'taxNumber' | 'email';

interface InvoiceRequestFormProps {
  orderId: string;
  /** What the buyer chose at checkout, as a starting point. */
  initial: { type: InvoiceType; title: string; taxNumber: string };
  onClose: () => void;
}

/** Personal or enterprise invoice: title, tax number (enterprise) and the e-mail address it goes to. */
export function InvoiceRequestForm({ orderId, initial, onClose }: InvoiceRequestFormProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<InvoiceType>(initial.type === 'NONE' ? 'PERSONAL' : initial.type);
  const [values, setValues] = useState<Record<Field, string>>({
    title: initial.title,
    taxNumber: initial.taxNumber,
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [request, requesting] = useMutation(OrderDocumentsRequestInvoiceMutation, {
    refetchQueries: ['OrderDocumentsInvoice'],
    awaitRefetchQueries: true,
  });

  async function submit() {
    setErrors({});
    const input = {
      orderId,
      type,
      title: values.title,
      taxNumber: type === 'ENTERPRISE' ? values.taxNumber : null,
      email: values.email,
    };
    const payload = (await request({ variables: { input } }).catch(() => null))?.data?.requestInvoice;
    if (!payload) return;
    const [error] = payload.userErrors;
    if (error) {
      const field = error.field?.at(-1) as Field | undefined;
      if (field && field in values) setErrors({ [field]: error.message });
      else showToast(error.message);
      return;
    }
    showToast(t('orderDocuments.invoice.requested'), 'success');
    onClose();
  }

  const input = (name: Field) => (
    <TextInput
      label={t(`orderDocuments.invoice.fields.${name}`)}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: next }));
      }}
    />
  );

  return (
    <Drawer opened onClose={onClose} position="right" title={t('orderDocuments.invoice.formTitle')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('orderDocuments.invoice.fields.type')}
          value={type}
          data={[
            { value: 'PERSONAL', label: t('orderDocuments.invoice.types.PERSONAL') },
            { value: 'ENTERPRISE', label: t('orderDocuments.invoice.types.ENTERPRISE') },
          ]}
          onChange={(event) => setType(event.currentTarget.value as InvoiceType)}
        />
        {input('title')}
        {type === 'ENTERPRISE' && input('taxNumber')}
        {input('email')}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orderDocuments.cancel')}
          </Button>
          <Button loading={requesting.loading} onClick={() => void submit()}>
            {t('orderDocuments.invoice.submit')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
