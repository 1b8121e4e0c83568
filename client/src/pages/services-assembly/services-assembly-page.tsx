import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Grid, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { formatMoneyFen } from '../../features/money/format-money';
import { useSession } from '../../features/session/use-session';
import {
  AttachmentField,
  ContactFields,
  IndicativePrice,
  ServicesNav,
  SubmitBar,
  SubmittedConfirmation,
} from '../../features/services/service-form-parts';
import {
  ServicesAssemblyQuoteQuery,
  ServicesBomProjectsQuery,
  ServicesSubmitAssemblyMutation,
} from '../../features/services/service-operations';
import {
  emptyContact,
  fieldErrorsOf,
  useDraft,
  type ServiceContact,
} from '../../features/services/service-request-types';
import { useServiceSubmission } from '../../features/services/use-service-submission';
import type { AssemblySides, AssemblySpecInput } from '../../gql/graphql';

const sides = ['TOP', 'BOTH'] as const satisfies readonly AssemblySides[];
const numberFields = ['boards', 'smtJoints', 'thtJoints'] as const;

interface AssemblyDraft {
  contact: ServiceContact;
  boards: number | string;
  smtJoints: number | string;
  thtJoints: number | string;
  sides: AssemblySides;
  bomProjectId: string;
}

const initialDraft: AssemblyDraft = {
  contact: emptyContact,
  boards: 10,
  smtJoints: 200,
  thtJoints: 0,
  sides: 'TOP',
  bomProjectId: '',
};

/** Variables for the skipped query while a field is empty. */
const placeholderSpec: AssemblySpecInput = { boards: 1, smtJoints: 1, thtJoints: 0, sides: 'TOP', bomProjectId: null };

function completeSpec(draft: AssemblyDraft): AssemblySpecInput | null {
  const { boards, smtJoints, thtJoints } = draft;
  if (typeof boards !== 'number' || typeof smtJoints !== 'number' || typeof thtJoints !== 'number') return null;
  return { boards, smtJoints, thtJoints, sides: draft.sides, bomProjectId: draft.bomProjectId || null };
}

/** `/services/assembly`: soldering and assembly with joint counts, sides and a saved BOM, with an indicative price. */
export default function ServicesAssemblyPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('services.assembly.title'));
  const { token } = useSession();
  const { draft, setDraft, clearDraft, requestKey } = useDraft<AssemblyDraft>('assembly', initialDraft);
  const submission = useServiceSubmission('ASSEMBLY', clearDraft);
  const {
    file,
    setFile,
    fieldErrors: submitErrors,
    setFieldErrors: setSubmitErrors,
    failure,
    sending,
    sent,
  } = submission;
  const projects = useQuery(ServicesBomProjectsQuery, { skip: !token }).data?.myBomProjects ?? [];
  const [submitAssembly] = useMutation(ServicesSubmitAssemblyMutation);

  const spec = completeSpec(draft);
  // The BOM link does not change the price; leaving it out spares a request per choice.
  const specKey = spec ? JSON.stringify({ ...spec, bomProjectId: null }) : '';
  const [debouncedKey] = useDebouncedValue(specKey, 350);
  const quote = useQuery(ServicesAssemblyQuoteQuery, {
    variables: { spec: debouncedKey ? (JSON.parse(debouncedKey) as AssemblySpecInput) : placeholderSpec },
    skip: !debouncedKey,
  });
  const answer = (quote.data ?? (quote.previousData as typeof quote.data))?.assemblyQuote;
  const liveErrors = debouncedKey && answer ? fieldErrorsOf(answer.userErrors) : {};
  const missing = Object.fromEntries(
    numberFields.filter((field) => typeof draft[field] !== 'number').map((field) => [field, t('services.required')]),
  );
  const errors = { ...submitErrors, ...liveErrors, ...missing };
  const settled = spec !== null && debouncedKey === specKey && !quote.loading;
  const priceState =
    !spec || answer?.userErrors.length ? 'invalid' : !settled ? 'loading' : answer?.quote ? 'ready' : 'beyond';
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const details =
    answer?.quote &&
    t('services.assembly.priceDetails', {
      setup: formatMoneyFen(BigInt(answer.quote.setupFen), locale),
      joints: formatMoneyFen(BigInt(answer.quote.jointsFen), locale),
    });

  function change(next: Partial<AssemblyDraft>) {
    setSubmitErrors({});
    setDraft({ ...draft, ...next });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!spec) return;
    await submission.send(draft.contact, spec, requestKey, async () => {
      const { data } = await submitAssembly({
        variables: { input: { contact: draft.contact, assembly: spec, requestKey } },
      });
      return data?.submitAssemblyRequest;
    });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('services.assembly.title')}
      </Title>
      <Text c="dimmed">{t('services.assembly.intro')}</Text>
      <ServicesNav />
      {sent ? (
        <SubmittedConfirmation sent={sent} onAnother={() => submission.setSent(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {numberFields.map((field) => (
                    <NumberInput
                      key={field}
                      label={t(`services.assembly.${field}`)}
                      value={draft[field]}
                      error={errors[field]}
                      min={field === 'boards' ? 1 : 0}
                      allowNegative={false}
                      allowDecimal={false}
                      onChange={(value) => change({ [field]: value })}
                    />
                  ))}
                  <NativeSelect
                    label={t('services.assembly.sides')}
                    value={draft.sides}
                    error={errors.sides}
                    data={sides.map((value) => ({ value, label: t(`services.assembly.sideOptions.${value}`) }))}
                    onChange={(event) => change({ sides: event.currentTarget.value as AssemblySides })}
                  />
                </SimpleGrid>
                <NativeSelect
                  label={t('services.assembly.bomProject')}
                  value={draft.bomProjectId}
                  error={errors.bomProjectId}
                  data={[
                    { value: '', label: t('services.assembly.noBomProject') },
                    ...projects.map((project) => ({ value: project.id, label: project.name })),
                  ]}
                  onChange={(event) => change({ bomProjectId: event.currentTarget.value })}
                />
                <Text size="sm">
                  <Anchor component={Link} to="/bom">
                    {t('services.assembly.bomTool')}
                  </Anchor>
                </Text>
                <ContactFields value={draft.contact} onChange={(contact) => change({ contact })} errors={errors} />
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
