import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyMilli } from '../money/format-money';
import { parseYuanToMilli } from '../money/parse-yuan';
import { useStaffPermissions } from '../staff/use-staff-permissions';
import { showToast } from '../toast/show-toast';

const StaffBargainOffersQuery = graphql(`
  query StaffBargainOffers {
    staffBargainOffers {
      offer {
        id
        activity {
          id
          title
          status
          startsAt
          endsAt
        }
        part {
          id
          mpn
        }
        quantity
        startPriceMilli
        floorPriceMilli
        expectedCuts
        timeLimitMinutes
        perUserLimit
      }
      progress {
        running
        bought
        expired
        cancelled
        cuts
      }
    }
  }
`);

const BargainPanelPartQuery = graphql(`
  query BargainPanelPart($mpns: [String!]!) {
    partsByMpn(mpns: $mpns) {
      query
      exact {
        id
        mpn
      }
    }
  }
`);

const CreateBargainOfferMutation = graphql(`
  mutation CreateBargainOffer($input: CreateBargainOfferInput!) {
    createBargainOffer(input: $input) {
      offer {
        offer {
          id
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const UpdateBargainOfferMutation = graphql(`
  mutation UpdateBargainOffer($input: UpdateBargainOfferInput!) {
    updateBargainOffer(input: $input) {
      offer {
        offer {
          id
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

interface FormValues {
  id: string | null;
  title: string;
  startsAt: string;
  endsAt: string;
  mpn: string;
  quantity: string;
  startPrice: string;
  floorPrice: string;
  expectedCuts: string;
  timeLimitMinutes: string;
  perUserLimit: string;
}

const emptyForm: FormValues = {
  id: null,
  title: '',
  startsAt: '',
  endsAt: '',
  mpn: '',
  quantity: '1',
  startPrice: '',
  floorPrice: '',
  expectedCuts: '5',
  timeLimitMinutes: '1440',
  perUserLimit: '1',
};

/** `datetime-local` wants local time without a zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** 0.0001 yuan as the yuan text parseYuanToMilli reads back, by integer arithmetic. */
const yuanOf = (milli: number) => `${Math.trunc(milli / 10_000)}.${String(milli % 10_000).padStart(4, '0')}`;

/**
 * The staff console's bargain tab (`/admin/activities`): every offer with its progress (bargains running, bought,
 * expired, cancelled and friends' cuts), and the form that creates or edits one. Lifecycle buttons (start, pause,
 * resume, end) are the console's, from the activity's `availableActions`.
 */
export function BargainPanel() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const client = useApolloClient();
  // Staff who may only read (activity.view) see the offers and their progress, not the form.
  const manage = useStaffPermissions().permissions.includes('ACTIVITY_MANAGE');
  const { data, error } = useQuery(StaffBargainOffersQuery, { fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [problem, setProblem] = useState<string | null>(null);
  // The console's activity list above shows the offer's activity: its title and window change with the offer.
  const refetchQueries = ['StaffBargainOffers', 'StaffActivities'];
  const [create, creating] = useMutation(CreateBargainOfferMutation, { refetchQueries });
  const [update, updating] = useMutation(UpdateBargainOfferMutation, { refetchQueries });
  const set = (change: Partial<FormValues>) => setValues((previous) => ({ ...previous, ...change }));
  const label = (key: string) => t(`bargains.staff.form.${key}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parts = await client
      .query({ query: BargainPanelPartQuery, variables: { mpns: [values.mpn.trim()] }, fetchPolicy: 'network-only' })
      .catch(() => null);
    const productId = parts?.data?.partsByMpn[0]?.exact?.id;
    if (!productId) {
      setProblem(t('bargains.staff.form.noPart'));
      return;
    }
    const startPriceMilli = parseYuanToMilli(values.startPrice);
    const floorPriceMilli = parseYuanToMilli(values.floorPrice);
    if (startPriceMilli === undefined || floorPriceMilli === undefined) {
      setProblem(t('bargains.staff.form.badPrice'));
      return;
    }
    const terms = {
      productId,
      quantity: Number(values.quantity),
      startPriceMilli,
      floorPriceMilli,
      expectedCuts: Number(values.expectedCuts),
      timeLimitMinutes: Number(values.timeLimitMinutes),
      perUserLimit: Number(values.perUserLimit),
    };
    const window = {
      title: values.title,
      startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    };
    let errors;
    if (values.id) {
      const result = await update({ variables: { input: { id: values.id, ...window, ...terms } } }).catch(() => null);
      errors = result?.data?.updateBargainOffer.userErrors;
    } else {
      if (!window.startsAt || !window.endsAt) {
        setProblem(t('bargains.staff.form.noWindow'));
        return;
      }
      const result = await create({
        variables: { input: { ...window, startsAt: window.startsAt, endsAt: window.endsAt, ...terms } },
      }).catch(() => null);
      errors = result?.data?.createBargainOffer.userErrors;
    }
    if (!errors) return;
    if (errors[0]) {
      setProblem(errors[0].message);
      return;
    }
    showToast(t('bargains.staff.saved'), 'success');
    setValues(emptyForm);
  }

  const field = (key: keyof Omit<FormValues, 'id'>, type = 'text') => (
    <TextInput
      label={label(key)}
      type={type}
      value={values[key]}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      name={key}
    />
  );

  return (
    <Stack gap="md" data-testid="bargain-panel">
      {error && !data && <Alert color="red">{error.message}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="bargain-offer-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bargains.staff.columns.offer')}</Table.Th>
              <Table.Th>{t('bargains.staff.columns.prices')}</Table.Th>
              <Table.Th>{t('bargains.staff.columns.window')}</Table.Th>
              <Table.Th>{t('bargains.staff.columns.progress')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.staffBargainOffers ?? []).map(({ offer, progress }) => (
              <Table.Tr key={offer.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {offer.activity.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {offer.part?.mpn} × {offer.quantity}
                  </Text>
                  <Badge size="xs" variant="light">
                    {t(`bargains.staff.activityStatus.${offer.activity.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatMoneyMilli(offer.startPriceMilli, locale)} →{' '}
                    {formatMoneyMilli(offer.floorPriceMilli, locale)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('bargains.staff.cutsAndLimit', {
                      cuts: offer.expectedCuts,
                      minutes: offer.timeLimitMinutes,
                      limit: offer.perUserLimit,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{formatDateTime(offer.activity.startsAt as string, locale)}</Text>
                  <Text size="xs">{formatDateTime(offer.activity.endsAt as string, locale)}</Text>
                </Table.Td>
                <Table.Td data-testid="bargain-progress">
                  <Text size="xs">{t('bargains.staff.progress', progress)}</Text>
                </Table.Td>
                <Table.Td>
                  {manage && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        setValues({
                          id: offer.id,
                          title: offer.activity.title,
                          startsAt: localInput(offer.activity.startsAt as string),
                          endsAt: localInput(offer.activity.endsAt as string),
                          mpn: offer.part?.mpn ?? '',
                          quantity: String(offer.quantity),
                          startPrice: yuanOf(offer.startPriceMilli),
                          floorPrice: yuanOf(offer.floorPriceMilli),
                          expectedCuts: String(offer.expectedCuts),
                          timeLimitMinutes: String(offer.timeLimitMinutes),
                          perUserLimit: String(offer.perUserLimit),
                        })
                      }
                    >
                      {t('bargains.staff.edit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {manage && (
        <Paper withBorder radius="md" p="md" component="form" onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t(values.id ? 'bargains.staff.editTitle' : 'bargains.staff.createTitle')}
            </Title>
            {field('title')}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('startsAt', 'datetime-local')}
              {field('endsAt', 'datetime-local')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('mpn')}
              {field('quantity', 'number')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field('startPrice')}
              {field('floorPrice')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {field('expectedCuts', 'number')}
              {field('timeLimitMinutes', 'number')}
              {field('perUserLimit', 'number')}
            </SimpleGrid>
            {problem && <Alert color="red">{problem}</Alert>}
            <Group>
              <Button type="submit" loading={creating.loading || updating.loading} data-testid="bargain-offer-save">
                {t('bargains.staff.save')}
              </Button>
              {values.id && (
                <Button variant="default" onClick={() => setValues(emptyForm)}>
                  {t('bargains.staff.cancelEdit')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
