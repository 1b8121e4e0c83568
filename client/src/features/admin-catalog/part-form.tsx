import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goodsDetailPath } from '../catalog/goods-list-link';
import { categoryOptions, isLeaf, type CategoryTreeEntry } from './category-options';
import { localized } from './localized';
import { PartImagesPanel } from './part-images-panel';
import {
  partFormErrors,
  partInputOf,
  TEXT_KEYS,
  type FieldErrors,
  type PartFormValues,
  type PartInput,
} from './part-form-values';
import { PriceBreakEditor } from './price-break-editor';

interface ParameterDefinition {
  name: string;
  label: Partial<Record<'zhCN' | 'enUS' | 'ru' | 'esES', string | null>>;
  unit?: string | null;
}

interface PartFormProps {
  /** The saved part, for its id, stock and photos; null for a new part. */
  part: {
    id: string;
    product: { stock: number; imageUrl: string; images: readonly { id: string; url: string }[] };
  } | null;
  initial: PartFormValues;
  categories: readonly (CategoryTreeEntry & { parameters: readonly ParameterDefinition[] })[];
  makers: readonly { id: string; name: string }[];
  edit: boolean;
  saving: boolean;
  /** Saves; answers the server's messages by field path (empty when saved). */
  onSave: (input: PartInput) => Promise<Record<string, string>>;
  onClose: () => void;
  onImagesChanged: () => void;
}

/**
 * Every field of a part: maker, MPN, category (a leaf) and the parameters it defines with their units, package,
 * material, description per language, lead time, quantities, batch, datasheet, the price breaks and the shelf state.
 * Stock is shown, never edited here (it changes by stock adjustments). Each field shows its own problem.
 */
export function PartForm(props: PartFormProps) {
  const { t, i18n } = useTranslation();
  const { edit } = props;
  const [values, setValues] = useState(props.initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const definitions = props.categories.find((category) => category.id === values.categoryId)?.parameters ?? [];
  const parameterNames = definitions.map((definition) => definition.name);
  const clientErrors: FieldErrors = checked ? partFormErrors(values, parameterNames) : {};
  const errorOf = (path: string): string | undefined => {
    const problem = clientErrors[path];
    return serverErrors[path] ?? (problem ? t(problem.key, problem.params ?? {}) : undefined);
  };
  const set = <Key extends keyof PartFormValues>(key: Key, value: PartFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors({});
  };
  const text = (key: keyof PartFormValues, label: string, extra: { maxLength?: number; testId?: string } = {}) => (
    <TextInput
      label={label}
      value={values[key] as string}
      maxLength={extra.maxLength}
      disabled={!edit}
      error={errorOf(key)}
      onChange={(event) => set(key, event.currentTarget.value as never)}
      data-testid={extra.testId}
    />
  );

  async function submit() {
    setChecked(true);
    if (Object.keys(partFormErrors(values, parameterNames)).length > 0) return;
    setServerErrors(await props.onSave(partInputOf(values, parameterNames)));
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {props.part
              ? t('adminCatalog.part.editTitle', { mpn: props.initial.mpn })
              : t('adminCatalog.part.newTitle')}
          </Title>
          <Anchor component="button" type="button" onClick={props.onClose}>
            {t('adminCatalog.part.back')}
          </Anchor>
        </Group>
        {serverErrors.form && <Text c="red">{serverErrors.form}</Text>}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('adminCatalog.part.maker')}
              value={values.makerId}
              disabled={!edit}
              error={errorOf('makerId')}
              onChange={(event) => set('makerId', event.currentTarget.value)}
              data={[
                { value: '', label: '' },
                ...props.makers.map((maker) => ({ value: maker.id, label: maker.name })),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('mpn', t('adminCatalog.part.mpn'), { maxLength: 96 })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('adminCatalog.part.category')}
              value={values.categoryId}
              disabled={!edit}
              error={errorOf('categoryId')}
              onChange={(event) => set('categoryId', event.currentTarget.value)}
              data={[
                { value: '', label: '' },
                ...categoryOptions(props.categories, i18n.language, (category) =>
                  isLeaf(props.categories, category.id),
                ),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            {text('package', t('adminCatalog.part.package'), { maxLength: 48 })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            {text('material', t('adminCatalog.part.material'), { maxLength: 96 })}
          </Grid.Col>
        </Grid>

        {definitions.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('adminCatalog.part.parameters')}
            </Text>
            <Grid>
              {definitions.map((definition) => (
                <Grid.Col key={definition.name} span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={localized(definition.label, i18n.language)}
                    description={definition.unit ? t('adminCatalog.part.unit', { unit: definition.unit }) : undefined}
                    value={values.parameters[definition.name] ?? ''}
                    maxLength={96}
                    disabled={!edit}
                    error={errorOf(`parameters.${definition.name}`)}
                    onChange={(event) =>
                      set('parameters', { ...values.parameters, [definition.name]: event.currentTarget.value })
                    }
                  />
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        )}

        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('adminCatalog.part.description')}
          </Text>
          {errorOf('description') && (
            <Text c="red" size="sm">
              {errorOf('description')}
            </Text>
          )}
          <Grid>
            {TEXT_KEYS.map((key) => (
              <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
                <Textarea
                  label={t(`adminCatalog.languages.${key}`)}
                  value={values.description[key]}
                  autosize
                  minRows={2}
                  maxLength={500}
                  disabled={!edit}
                  error={errorOf(`description.${key}`)}
                  onChange={(event) => set('description', { ...values.description, [key]: event.currentTarget.value })}
                />
              </Grid.Col>
            ))}
          </Grid>
        </Stack>

        <Grid>
          <Grid.Col span={{ base: 6, sm: 2 }}>{text('leadTimeDays', t('adminCatalog.part.leadTimeDays'))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>{text('moq', t('adminCatalog.part.moq'))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>{text('orderIncrement', t('adminCatalog.part.orderIncrement'))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>{text('purchaseLimit', t('adminCatalog.part.purchaseLimit'))}</Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            {text('batchNumber', t('adminCatalog.part.batchNumber'), { maxLength: 32 })}
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 2 }}>
            <TextInput label={t('adminCatalog.part.stock')} value={String(props.part?.product.stock ?? 0)} readOnly />
          </Grid.Col>
          <Grid.Col span={12}>{text('datasheetUrl', t('adminCatalog.part.datasheetUrl'), { maxLength: 255 })}</Grid.Col>
        </Grid>
        <Text size="xs" c="dimmed">
          {t('adminCatalog.part.stockHint')}
        </Text>

        <PriceBreakEditor
          rows={values.priceBreaks}
          disabled={!edit}
          onChange={(rows) => set('priceBreaks', rows)}
          errorOf={errorOf}
        />

        {props.part && (
          <PartImagesPanel
            partId={props.part.id}
            images={props.part.product.images}
            packageImageUrl={props.part.product.imageUrl}
            edit={edit}
            onChanged={props.onImagesChanged}
          />
        )}

        <Checkbox
          label={t('adminCatalog.part.onShelf')}
          checked={values.onShelf}
          disabled={!edit}
          onChange={(event) => set('onShelf', event.currentTarget.checked)}
        />
        {props.part && (
          <Anchor component={Link} to={goodsDetailPath(props.part.id)} target="_blank" size="sm">
            {t('adminCatalog.part.openInShop')}
          </Anchor>
        )}
        {edit && (
          <Group>
            <Button onClick={() => void submit()} loading={props.saving} data-testid="catalog-part-save">
              {t('adminCatalog.part.save')}
            </Button>
            <Button variant="default" onClick={props.onClose}>
              {t('adminCatalog.part.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
