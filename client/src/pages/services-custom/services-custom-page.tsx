import { useMutation, useQuery } from '@apollo/client/react';
import { NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import {
  AttachmentField,
  ContactFields,
  ServicesNav,
  SubmitBar,
  SubmittedConfirmation,
} from '../../features/services/service-form-parts';
import { ServicesOptionsQuery, ServicesSubmitCustomMutation } from '../../features/services/service-operations';
import { emptyContact, useDraft, type ServiceContact } from '../../features/services/service-request-types';
import { useServiceSubmission } from '../../features/services/use-service-submission';
import type { CustomSpecInput } from '../../gql/graphql';

interface CustomDraft {
  contact: ServiceContact;
  description: string;
  quantity: number | string;
  /** Yuan as typed, two decimals at most. */
  budgetYuan: number | string;
}

const initialDraft: CustomDraft = { contact: emptyContact, description: '', quantity: 1, budgetYuan: '' };

/** `/services/custom`: custom electronics described in words, with a quantity, an optional budget and a file. */
export default function ServicesCustomPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.custom.title'));
  const { draft, setDraft, clearDraft, requestKey } = useDraft<CustomDraft>('custom', initialDraft);
  const submission = useServiceSubmission('CUSTOM', clearDraft);
  const { file, setFile, fieldErrors: errors, setFieldErrors: setErrors, failure, sending, sent, setSent } = submission;
  const options = useQuery(ServicesOptionsQuery).data?.serviceOptions;
  const [submitCustom] = useMutation(ServicesSubmitCustomMutation);

  function change(next: Partial<CustomDraft>) {
    setErrors({});
    setDraft({ ...draft, ...next });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typeof draft.quantity !== 'number') {
      setErrors({ quantity: t('services.required') });
      return;
    }
    const spec: CustomSpecInput = {
      description: draft.description,
      quantity: draft.quantity,
      budgetFen: typeof draft.budgetYuan === 'number' ? Math.round(draft.budgetYuan * 100) : null,
    };
    await submission.send(draft.contact, spec, requestKey, async () => {
      const { data } = await submitCustom({
        variables: { input: { contact: draft.contact, custom: spec, requestKey } },
      });
      return data?.submitCustomRequest;
    });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('services.custom.title')}
      </Title>
      <Text c="dimmed">{t('services.custom.intro')}</Text>
      <ServicesNav />
      {sent ? (
        <SubmittedConfirmation sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={760}>
            <Textarea
              label={t('services.custom.description')}
              description={t('services.custom.descriptionHint', {
                min: options?.customDescriptionMinChars ?? 10,
                max: options?.customDescriptionMaxChars ?? 4000,
              })}
              required
              autosize
              minRows={4}
              value={draft.description}
              error={errors.description}
              onChange={(event) => change({ description: event.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t('services.custom.quantity')}
                value={draft.quantity}
                error={errors.quantity}
                min={1}
                allowNegative={false}
                allowDecimal={false}
                onChange={(value) => change({ quantity: value })}
              />
              <NumberInput
                label={t('services.custom.budget')}
                value={draft.budgetYuan}
                error={errors.budgetFen}
                min={0}
                decimalScale={2}
                allowNegative={false}
                prefix="¥"
                thousandSeparator
                onChange={(value) => change({ budgetYuan: value })}
              />
            </SimpleGrid>
            <ContactFields value={draft.contact} onChange={(contact) => change({ contact })} errors={errors} />
            <AttachmentField file={file} onChange={setFile} />
            <SubmitBar sending={sending} error={failure} />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
