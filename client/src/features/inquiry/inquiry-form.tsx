import { INQUIRY_TEXT_LIMITS } from '@circuitmart/rules/text-limits';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatQuantity } from '../locale-format/format-quantity';
import { showToast } from '../toast/show-toast';
import { inquiryFileProblem, INQUIRY_FILE_TYPES, MAX_INQUIRY_FILE_BYTES, postInquiryForm } from './inquiry-files';
import { InquiryCreateMutation, InquiryPartQuery } from './inquiry-operations';
import { formFieldOf, inquiryInput, inquiryProblems, type InquiryDraft, type InquiryField } from './inquiry-rules';

const emptyDraft: InquiryDraft = {
  projectName: '',
  annualUsage: '',
  targetPrice: '',
  companyName: '',
  companyAddress: '',
  contactName: '',
  contactPhone: '',
  message: '',
  quantity: '',
};

/**
 * The price inquiry form (spec §2, §3): project, annual usage, target price, company, contact, one attachment
 * and free text; from a part's page also the part and the quantity wanted. Checked here with the server's limits;
 * the server's own field errors show under their fields. The file follows the fields (POST /api/inquiry/attach).
 */
export function InquiryForm({ productId, quantity }: { productId: string | null; quantity: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const part = useQuery(InquiryPartQuery, { variables: { id: productId ?? '' }, skip: !productId }).data?.product;
  const [draft, setDraft] = useState<InquiryDraft>({ ...emptyDraft, quantity: quantity ?? '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<InquiryField | 'file', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [create] = useMutation(InquiryCreateMutation);
  const withPart = !!productId && !!part;

  const set = (field: InquiryField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const input = (field: InquiryField) => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
    error: errors[field],
    'data-testid': `inquiry-${field}`,
  });

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    const problem = chosen && inquiryFileProblem(chosen);
    setErrors((current) => ({
      ...current,
      file:
        problem === 'type'
          ? t('inquiry.form.fileType', { types: INQUIRY_FILE_TYPES.join(', ') })
          : problem === 'size'
            ? t('inquiry.form.fileSize', { megabytes: MAX_INQUIRY_FILE_BYTES / 1024 / 1024 })
            : undefined,
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = inquiryProblems(draft, { withPart });
    const found: Partial<Record<InquiryField | 'file', string>> = {};
    for (const field of problems) found[field] = t(`inquiry.form.invalid.${field}`);
    if (file && inquiryFileProblem(file)) found.file = errors.file;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const result = await create({ variables: { input: inquiryInput(draft, withPart ? productId : null) } }).catch(
        () => null,
      );
      const payload = result?.data?.createInquiry;
      if (!payload) return;
      if (payload.userErrors.length > 0) {
        const fromServer: Partial<Record<InquiryField, string>> = {};
        for (const error of payload.userErrors) {
          const field = formFieldOf(error.field);
          if (field) fromServer[field] = error.message;
          else setFormError(error.message);
        }
        setErrors(fromServer);
        return;
      }
      const created = payload.inquiry!;
      if (file) {
        const answer = await postInquiryForm('/api/inquiry/attach', { id: created.id }, [file]).catch(() => null);
        if (!answer || answer.code !== 1) showToast(answer?.msg || t('inquiry.form.fileFailed'), 'error');
      }
      showToast(t('inquiry.form.sent', { number: created.number }), 'success');
      void navigate(`/user/inquiry/details?id=${encodeURIComponent(created.id)}`);
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {productId && part && (
          <Alert color="blue" data-testid="inquiry-part">
            <Stack gap={4}>
              <Text fw={600}>{t('inquiry.form.partTitle', { mpn: part.mpn })}</Text>
              <Text size="sm">{t('inquiry.form.partStock', { stock: formatQuantity(part.stock, locale) })}</Text>
            </Stack>
          </Alert>
        )}
        {formError && (
          <Alert color="red" data-testid="inquiry-form-error">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('inquiry.field.projectName')}
            required
            maxLength={INQUIRY_TEXT_LIMITS.projectName[1]}
            {...input('projectName')}
          />
          <TextInput label={t('inquiry.field.annualUsage')} required inputMode="numeric" {...input('annualUsage')} />
          {withPart && (
            <TextInput label={t('inquiry.field.quantity')} required inputMode="numeric" {...input('quantity')} />
          )}
          <TextInput
            label={t('inquiry.field.targetPrice')}
            description={t('inquiry.form.targetPriceHint')}
            inputMode="decimal"
            {...input('targetPrice')}
          />
          <TextInput
            label={t('inquiry.field.companyName')}
            required
            maxLength={INQUIRY_TEXT_LIMITS.companyName[1]}
            {...input('companyName')}
          />
          <TextInput
            label={t('inquiry.field.companyAddress')}
            maxLength={INQUIRY_TEXT_LIMITS.companyAddress[1]}
            {...input('companyAddress')}
          />
          <TextInput
            label={t('inquiry.field.contactName')}
            required
            maxLength={INQUIRY_TEXT_LIMITS.contactName[1]}
            {...input('contactName')}
          />
          <TextInput
            label={t('inquiry.field.contactPhone')}
            required
            inputMode="tel"
            maxLength={INQUIRY_TEXT_LIMITS.contactPhone[1]}
            {...input('contactPhone')}
          />
        </SimpleGrid>
        <FileInput
          label={t('inquiry.field.attachment')}
          description={t('inquiry.form.attachmentHint', { megabytes: MAX_INQUIRY_FILE_BYTES / 1024 / 1024 })}
          placeholder={t('inquiry.form.attachmentPlaceholder')}
          accept={INQUIRY_FILE_TYPES.map((type) => `.${type}`).join(',')}
          clearable
          value={file}
          onChange={chooseFile}
          error={errors.file}
          data-testid="inquiry-file"
        />
        <Textarea
          label={t('inquiry.field.message')}
          autosize
          minRows={3}
          maxLength={INQUIRY_TEXT_LIMITS.message[1]}
          {...input('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} data-testid="inquiry-submit">
            {t('inquiry.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
