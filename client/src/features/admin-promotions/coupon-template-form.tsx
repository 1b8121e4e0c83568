import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponScopePicker } from './coupon-scope-picker';
import {
  DISCOUNT_KINDS,
  SCOPE_KINDS,
  templateInput,
  VALIDITY_KINDS,
  type DiscountKind,
  type FormField,
  type PlacedErrors,
  type ScopeKind,
  type TemplateFormValues,
  type TemplateInput,
  type ValidityKind,
} from './template-form-values';

interface CouponTemplateFormProps {
  heading: string;
  initial: TemplateFormValues;
  /** Names of the parts an edited template applies to, by id. */
  initialParts: Record<string, string>;
  saving: boolean;
  /** Saves; answers the server's errors placed on the fields (none when it worked), or null when the call failed. */
  onSave: (input: TemplateInput) => Promise<PlacedErrors | null>;
  onCancel: () => void;
}

/** Every field of a coupon template; the server's refusals appear on the fields they name. */
export function CouponTemplateForm({
  heading,
  initial,
  initialParts,
  saving,
  onSave,
  onCancel,
}: CouponTemplateFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [parts, setParts] = useState(initialParts);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const set = (change: Partial<TemplateFormValues>) => setValues((current) => ({ ...current, ...change }));
  const label = (field: string) => t(`adminPromotions.form.${field}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const converted = templateInput(values);
    if (!converted.input) {
      setErrors(
        Object.fromEntries(
          Object.entries(converted.problems).map(([field, problem]) => [field, label(problem)]),
        ) as Partial<Record<FormField, string>>,
      );
      setGeneral([]);
      return;
    }
    const placed = await onSave(converted.input);
    if (!placed) return;
    setErrors(placed.fields);
    setGeneral(placed.general);
  }

  const text = (field: FormField & keyof TemplateFormValues, props: { hint?: string; type?: string } = {}) => (
    <TextInput
      label={label(field)}
      description={props.hint}
      type={props.type}
      value={values[field] as string}
      error={errors[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
      data-testid={`coupon-field-${field}`}
    />
  );

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate data-testid="coupon-template-form">
      <Stack gap="md">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {general.length > 0 && (
          <Alert color="red" data-testid="coupon-template-errors">
            {general.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        <TextInput
          label={label('title')}
          value={values.title}
          maxLength={60}
          error={errors.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          data-testid="coupon-field-title"
        />
        <Textarea
          label={label('description')}
          value={values.description}
          maxLength={500}
          autosize
          minRows={2}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />

        <Text fw={600}>{label('discountSection')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={label('discountKind')}
            value={values.discountKind}
            error={errors.discountKind}
            onChange={(event) => set({ discountKind: event.currentTarget.value as DiscountKind })}
            data={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`adminPromotions.discountKinds.${kind}`) }))}
          />
          {values.discountKind === 'AMOUNT_OFF' ? (
            text('amountOff')
          ) : (
            <>
              {text('percentOff')}
              {text('maxDiscount', { hint: label('maxDiscountHint') })}
            </>
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{text('threshold', { hint: label('thresholdHint') })}</SimpleGrid>

        <Text fw={600}>{label('scopeSection')}</Text>
        <NativeSelect
          label={label('scopeKind')}
          value={values.scopeKind}
          error={values.scopeKind === 'ALL' ? errors.scopeKind : undefined}
          onChange={(event) => set({ scopeKind: event.currentTarget.value as ScopeKind, scopeIds: [] })}
          data={SCOPE_KINDS.map((kind) => ({ value: kind, label: t(`adminPromotions.scopeKinds.${kind}`) }))}
        />
        <CouponScopePicker
          kind={values.scopeKind}
          ids={values.scopeIds}
          knownParts={parts}
          error={errors.scopeIds ?? errors.scopeKind}
          onChange={(scopeIds, partNames) => {
            set({ scopeIds });
            if (partNames) setParts(partNames);
          }}
        />

        <Text fw={600}>{label('validitySection')}</Text>
        <NativeSelect
          label={label('validity')}
          value={values.validity}
          onChange={(event) => set({ validity: event.currentTarget.value as ValidityKind })}
          data={VALIDITY_KINDS.map((kind) => ({ value: kind, label: t(`adminPromotions.validityKinds.${kind}`) }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {values.validity === 'DAYS' ? (
            text('validDays')
          ) : (
            <>
              {text('validFrom', { type: 'datetime-local' })}
              {text('validUntil', { type: 'datetime-local' })}
            </>
          )}
        </SimpleGrid>

        <Text fw={600}>{label('claimSection')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('claimStartsAt', { type: 'datetime-local', hint: label('claimWindowHint') })}
          {text('claimEndsAt', { type: 'datetime-local', hint: label('claimWindowHint') })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('totalQuantity', { hint: label('totalQuantityHint') })}
          {text('perUserLimit')}
        </SimpleGrid>
        <Checkbox
          label={label('publicClaim')}
          checked={values.publicClaim}
          error={errors.publicClaim}
          onChange={(event) => set({ publicClaim: event.currentTarget.checked })}
        />

        <Group>
          <Button type="submit" loading={saving} data-testid="coupon-template-save">
            {t('adminPromotions.form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('adminPromotions.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
