import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatMoneyFen } from '../../features/money/format-money';
import {
  AttachmentField,
  ContactFields,
  IndicativePrice,
  ServicesNav,
  SubmitBar,
  SubmittedConfirmation,
} from '../../features/services/service-form-parts';
import {
  ServicesOptionsQuery,
  ServicesPcbQuoteQuery,
  ServicesSubmitPcbMutation,
} from '../../features/services/service-operations';
import {
  emptyContact,
  fieldErrorsOf,
  useDraft,
  type ServiceContact,
} from '../../features/services/service-request-types';
import { useServiceSubmission } from '../../features/services/use-service-submission';
import type { PcbMaterial, PcbSpecInput, SilkscreenColour, SolderMaskColour, SurfaceFinish } from '../../gql/graphql';

const materials = ['FR4', 'FR4_HIGH_TG', 'ALUMINIUM', 'ROGERS', 'POLYIMIDE'] as const satisfies readonly PcbMaterial[];
const finishes = [
  'HASL',
  'LEAD_FREE_HASL',
  'ENIG',
  'OSP',
  'IMMERSION_SILVER',
  'HARD_GOLD',
] as const satisfies readonly SurfaceFinish[];
const maskColours = [
  'GREEN',
  'RED',
  'YELLOW',
  'BLUE',
  'WHITE',
  'BLACK',
  'MATTE_BLACK',
  'PURPLE',
] as const satisfies readonly SolderMaskColour[];
const silkColours = ['WHITE', 'BLACK', 'NONE'] as const satisfies readonly SilkscreenColour[];

/** Until the options arrive, the common choices. */
const fallbackOptions = {
  pcbLayers: [1, 2, 4, 6, 8],
  pcbThicknessesMm: [0.8, 1.0, 1.2, 1.6, 2.0],
  pcbCopperWeightsOz: [1, 2],
};

interface PcbDraft {
  contact: ServiceContact;
  pcb: Omit<PcbSpecInput, 'widthMm' | 'heightMm' | 'quantity'> & {
    widthMm: number | string;
    heightMm: number | string;
    quantity: number | string;
  };
}

const initialDraft: PcbDraft = {
  contact: emptyContact,
  pcb: {
    layers: 2,
    widthMm: 100,
    heightMm: 100,
    quantity: 10,
    thicknessMm: 1.6,
    material: 'FR4',
    surfaceFinish: 'HASL',
    solderMaskColour: 'GREEN',
    silkscreenColour: 'WHITE',
    copperWeightOz: 1,
  },
};

/** Variables for the skipped query while a number field is empty. */
const placeholderSpec: PcbSpecInput = { ...initialDraft.pcb, widthMm: 100, heightMm: 100, quantity: 1 };

/** The spec as the server takes it, or null while a number field is empty. */
function completeSpec(pcb: PcbDraft['pcb']): PcbSpecInput | null {
  const { widthMm, heightMm, quantity } = pcb;
  if (typeof widthMm !== 'number' || typeof heightMm !== 'number' || typeof quantity !== 'number') return null;
  return { ...pcb, widthMm, heightMm, quantity };
}

/** `/services/pcb`: a PCB order form whose indicative price follows every change, sent as an inquiry. */
export default function ServicesPcbPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('services.pcb.title'));
  const { draft, setDraft, clearDraft, requestKey } = useDraft<PcbDraft>('pcb', initialDraft);
  const submission = useServiceSubmission('PCB', clearDraft);
  const {
    file,
    setFile,
    fieldErrors: submitErrors,
    setFieldErrors: setSubmitErrors,
    failure,
    sending,
    sent,
  } = submission;
  const options = useQuery(ServicesOptionsQuery).data?.serviceOptions ?? fallbackOptions;
  const [submitPcb] = useMutation(ServicesSubmitPcbMutation);

  const spec = completeSpec(draft.pcb);
  // Debounced as text: a new object every render would restart the timer forever.
  const specKey = spec ? JSON.stringify(spec) : '';
  const [debouncedKey] = useDebouncedValue(specKey, 350);
  const debouncedSpec = debouncedKey ? (JSON.parse(debouncedKey) as PcbSpecInput) : null;
  const quote = useQuery(ServicesPcbQuoteQuery, {
    variables: { spec: debouncedSpec ?? placeholderSpec },
    skip: !debouncedSpec,
  });
  const answer = (quote.data ?? (quote.previousData as typeof quote.data))?.pcbQuote;
  const liveErrors = debouncedSpec && answer ? fieldErrorsOf(answer.userErrors) : {};
  const missing = Object.fromEntries(
    (['widthMm', 'heightMm', 'quantity'] as const)
      .filter((field) => typeof draft.pcb[field] !== 'number')
      .map((field) => [field, t('services.required')]),
  );
  const errors = { ...submitErrors, ...liveErrors, ...missing };
  const settled = spec !== null && debouncedKey === specKey && !quote.loading;
  const priceState =
    !spec || answer?.userErrors.length ? 'invalid' : !settled ? 'loading' : answer?.quote ? 'ready' : 'beyond';
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const money = (fen: number) => formatMoneyFen(BigInt(fen), locale);
  const details =
    answer?.quote &&
    t('services.pcb.priceDetails', {
      setup: money(answer.quote.setupFen),
      boards: money(answer.quote.boardsFen),
    }) +
      (answer.quote.quantityBreakPerMille < 1000
        ? ` ${t('services.price.quantityBreak', { percent: (1000 - answer.quote.quantityBreakPerMille) / 10 })}`
        : '');

  function setPcb(change: Partial<PcbDraft['pcb']>) {
    setDraft({ ...draft, pcb: { ...draft.pcb, ...change } });
  }
  function setContact(contact: ServiceContact) {
    setSubmitErrors({});
    setDraft({ ...draft, contact });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!spec) return;
    await submission.send(draft.contact, spec, requestKey, async () => {
      const { data } = await submitPcb({ variables: { input: { contact: draft.contact, pcb: spec, requestKey } } });
      return data?.submitPcbRequest;
    });
  }

  const numberSelect = (
    field: 'layers' | 'thicknessMm' | 'copperWeightOz',
    values: readonly number[],
    label: (value: number) => string,
  ) => (
    <NativeSelect
      label={t(`services.pcb.${field}`)}
      value={String(draft.pcb[field])}
      error={errors[field]}
      data={values.map((value) => ({ value: String(value), label: label(value) }))}
      onChange={(event) => setPcb({ [field]: Number(event.currentTarget.value) })}
    />
  );
  const enumSelect = <Option extends string>(
    field: 'material' | 'surfaceFinish' | 'solderMaskColour' | 'silkscreenColour',
    values: readonly Option[],
  ) => (
    <NativeSelect
      label={t(`services.pcb.${field}`)}
      value={draft.pcb[field]}
      error={errors[field]}
      data={values.map((value) => {
        const key: string = `services.pcb.options.${field}.${value}`;
        return { value, label: t(key) };
      })}
      onChange={(event) => setPcb({ [field]: event.currentTarget.value as Option })}
    />
  );
  const numberInput = (field: 'widthMm' | 'heightMm' | 'quantity', step: number, decimals: number) => (
    <NumberInput
      label={t(`services.pcb.${field}`)}
      value={draft.pcb[field]}
      error={errors[field]}
      min={field === 'quantity' ? 1 : 0}
      step={step}
      decimalScale={decimals}
      allowNegative={false}
      onChange={(value) => setPcb({ [field]: value })}
    />
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('services.pcb.title')}
      </Title>
      <Text c="dimmed">{t('services.pcb.intro')}</Text>
      <ServicesNav />
      {sent ? (
        <SubmittedConfirmation sent={sent} onAnother={() => submission.setSent(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {numberSelect('layers', options.pcbLayers, (layers) =>
                    t('services.pcb.layerCount', { count: layers }),
                  )}
                  {numberInput('widthMm', 0.1, 1)}
                  {numberInput('heightMm', 0.1, 1)}
                  {numberInput('quantity', 1, 0)}
                  {numberSelect('thicknessMm', options.pcbThicknessesMm, (mm) => `${mm.toFixed(1)} mm`)}
                  {numberSelect('copperWeightOz', options.pcbCopperWeightsOz, (oz) => `${oz} oz`)}
                  {enumSelect('material', materials)}
                  {enumSelect('surfaceFinish', finishes)}
                  {enumSelect('solderMaskColour', maskColours)}
                  {enumSelect('silkscreenColour', silkColours)}
                </SimpleGrid>
                <ContactFields value={draft.contact} onChange={setContact} errors={errors} />
                <AttachmentField file={file} onChange={setFile} />
                <SubmitBar sending={sending} error={failure} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <IndicativePrice
                totalFen={answer?.quote?.totalFen ?? null}
                state={priceState}
                details={details || undefined}
              />
            </Grid.Col>
          </Grid>
        </form>
      )}
    </Stack>
  );
}
