import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import type { FragmentType } from '../../gql';
import { ServiceRequestSummary, type ServiceRequestSummaryFragment } from './service-request-summary';
import type { FieldErrors, ServiceContact } from './service-request-types';

/** What the confirmation shows: the inquiry number and the request as the server stored it. */
export interface SentRequest {
  number: string;
  summary: FragmentType<typeof ServiceRequestSummaryFragment>;
}

const SERVICE_PAGES = [
  { path: '/services/pcb', key: 'pcb' },
  { path: '/services/assembly', key: 'assembly' },
  { path: '/services/custom', key: 'custom' },
] as const;

/** Links between the three service forms. */
export function ServicesNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label={t('services.navLabel')}>
      {SERVICE_PAGES.map((page) => (
        <Button
          key={page.key}
          component={Link}
          to={page.path}
          variant={pathname === page.path ? 'filled' : 'default'}
          aria-current={pathname === page.path ? 'page' : undefined}
        >
          {t(`services.nav.${page.key}`)}
        </Button>
      ))}
    </Group>
  );
}

const contactFields: { name: keyof ServiceContact; required: boolean }[] = [
  { name: 'projectName', required: true },
  { name: 'companyName', required: true },
  { name: 'contactName', required: true },
  { name: 'contactPhone', required: true },
  { name: 'companyAddress', required: false },
];

/** Project, company and contact of the inquiry every service request becomes, and a note. */
export function ContactFields({
  value,
  onChange,
  errors,
}: {
  value: ServiceContact;
  onChange: (next: ServiceContact) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('services.contact.title')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {contactFields.map(({ name, required }) => (
          <TextInput
            key={name}
            label={t(`services.contact.${name}`)}
            required={required}
            value={value[name]}
            error={errors[name]}
            onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('services.contact.message')}
        autosize
        minRows={2}
        value={value.message}
        error={errors.message}
        onChange={(event) => onChange({ ...value, message: event.currentTarget.value })}
      />
    </Stack>
  );
}

export function AttachmentField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={t('services.attachment.label')}
      description={t('services.attachment.hint')}
      placeholder={t('services.attachment.placeholder')}
      clearable
      value={file}
      onChange={onChange}
    />
  );
}

/**
 * The live price, always labelled indicative: it comes from the staff's formula and sales confirm the real
 * price after reviewing the files.
 */
export function IndicativePrice({
  totalFen,
  state,
  details,
}: {
  totalFen: number | null;
  state: 'ready' | 'loading' | 'invalid' | 'beyond';
  details?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const amount = totalFen === null ? null : formatMoneyFen(BigInt(totalFen), i18n.resolvedLanguage ?? 'en-US');
  return (
    <Paper withBorder p="md" role="status" aria-live="polite" aria-label={t('services.price.label')}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('services.price.label')}
        </Text>
        <Text fw={700} size="xl" data-price-state={state}>
          {state === 'invalid'
            ? t('services.price.invalid')
            : state === 'beyond'
              ? t('services.price.beyond')
              : (amount ?? '…')}
        </Text>
        {details && state === 'ready' && (
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('services.price.note')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The send button, or for a visitor a way to log in and come back to the kept draft. */
export function SubmitBar({ sending, error }: { sending: boolean; error: string | null }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        {token ? (
          <Button type="submit" loading={sending}>
            {t('services.submit')}
          </Button>
        ) : (
          <Button component={Link} to="/login/login" state={loginReturnState(location)}>
            {t('services.loginToSubmit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** After sending: the inquiry number, and where the buyer follows it. */
export function SubmittedConfirmation({ sent, onAnother }: { sent: SentRequest; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" title={t('services.sent.title')} role="status">
        <Stack gap="xs">
          <Text>
            {t('services.sent.number')} <strong data-testid="service-inquiry-number">{sent.number}</strong>
          </Text>
          <Text size="sm">{t('services.sent.next')}</Text>
          <Group gap="md">
            <Anchor component={Link} to="/user/inquiry">
              {t('services.sent.myInquiries')}
            </Anchor>
            <Anchor component="button" type="button" onClick={onAnother}>
              {t('services.sent.another')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
      <ServiceRequestSummary serviceRequest={sent.summary} />
    </Stack>
  );
}
