import { useMutation, useQuery } from '@apollo/client/react';
import { parseUnitPriceMilli, formatUnitPriceMilli } from '@circuitmart/rules/part-rules';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffGroupBuyOffersQuery as StaffOffersData } from '../../gql/graphql';
import {
  CreateGroupBuyOfferMutation,
  StaffGroupBuyOffersQuery,
  UpdateGroupBuyOfferMutation,
} from '../group-buys/staff-group-buy-operations';
import { formatMoneyMilli } from '../money/format-money';

type StaffOffer = StaffOffersData['staffGroupBuyOffers'][number];

interface OfferForm {
  title: string;
  startsAt: string;
  endsAt: string;
  productId: string;
  price: string;
  quantity: number;
  groupSize: number;
  timeLimitMinutes: number;
  perUserLimit: number;
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input shows it. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function emptyForm(): OfferForm {
  const now = Date.now();
  return {
    title: '',
    startsAt: localInput(new Date(now + 5 * 60_000)),
    endsAt: localInput(new Date(now + 7 * 24 * 3600_000)),
    productId: '',
    price: '',
    quantity: 1,
    groupSize: 3,
    timeLimitMinutes: 24 * 60,
    perUserLimit: 1,
  };
}

function formOf(row: StaffOffer): OfferForm {
  const { offer } = row;
  return {
    title: offer.activity.title,
    startsAt: localInput(new Date(offer.activity.startsAt)),
    endsAt: localInput(new Date(offer.activity.endsAt)),
    productId: offer.product?.id ?? '',
    price: formatUnitPriceMilli(offer.groupPriceMilli),
    quantity: offer.quantity,
    groupSize: offer.groupSize,
    timeLimitMinutes: offer.timeLimitMinutes,
    perUserLimit: offer.perUserLimit,
  };
}

/** Staff's group-buy tab: the offers with their progress, and the form that creates or edits one. */
export function GroupBuyPanel() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, error: loadError, refetch } = useQuery(StaffGroupBuyOffersQuery, { fetchPolicy: 'cache-and-network' });
  // The console's activity list above shows the offer's activity: its title and window change with the offer.
  const [create, creating] = useMutation(CreateGroupBuyOfferMutation, { refetchQueries: ['StaffActivities'] });
  const [update, updating] = useMutation(UpdateGroupBuyOfferMutation, { refetchQueries: ['StaffActivities'] });
  const [editing, setEditing] = useState<StaffOffer | null>(null);
  const [form, setForm] = useState<OfferForm>(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) => setForm((old) => ({ ...old, [key]: value }));
  const started = editing !== null && editing.offer.activity.status !== 'NOT_STARTED';

  async function save() {
    setError(null);
    const groupPriceMilli = parseUnitPriceMilli(form.price);
    if (groupPriceMilli === null) {
      setError(t('groupBuys.staff.priceInvalid'));
      return;
    }
    const schedule = {
      title: form.title,
      startsAt: new Date(form.startsAt).toISOString(),
      endsAt: new Date(form.endsAt).toISOString(),
    };
    const terms = {
      productId: form.productId,
      groupPriceMilli,
      quantity: form.quantity,
      groupSize: form.groupSize,
      timeLimitMinutes: form.timeLimitMinutes,
    };
    const payload = editing
      ? (
          await update({
            variables: {
              input: {
                offerId: editing.offer.id,
                title: form.title,
                perUserLimit: form.perUserLimit,
                ...(started ? {} : { ...schedule, ...terms }),
              },
            },
          }).catch(() => null)
        )?.data?.updateGroupBuyOffer
      : (
          await create({ variables: { input: { ...schedule, ...terms, perUserLimit: form.perUserLimit } } }).catch(
            () => null,
          )
        )?.data?.createGroupBuyOffer;
    if (!payload) return;
    if (payload.userErrors.length > 0) {
      setError(payload.userErrors[0]!.message);
      return;
    }
    setEditing(null);
    setForm(emptyForm());
    void refetch();
  }

  return (
    <Stack gap="md" data-testid="group-buy-panel">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {editing ? t('groupBuys.staff.edit') : t('groupBuys.staff.create')}
          </Title>
          <TextInput
            label={t('groupBuys.staff.title')}
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('groupBuys.staff.startsAt')}
              value={form.startsAt}
              disabled={started}
              onChange={(e) => set('startsAt', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={t('groupBuys.staff.endsAt')}
              value={form.endsAt}
              disabled={started}
              onChange={(e) => set('endsAt', e.currentTarget.value)}
            />
            <TextInput
              label={t('groupBuys.staff.productId')}
              value={form.productId}
              disabled={started}
              onChange={(e) => set('productId', e.currentTarget.value)}
            />
            <TextInput
              label={t('groupBuys.staff.price')}
              value={form.price}
              inputMode="decimal"
              disabled={started}
              onChange={(e) => set('price', e.currentTarget.value)}
            />
            <NumberInput
              label={t('groupBuys.staff.quantity')}
              value={form.quantity}
              min={1}
              allowDecimal={false}
              disabled={started}
              onChange={(value) => set('quantity', Number(value) || 0)}
            />
            <NumberInput
              label={t('groupBuys.staff.groupSize')}
              value={form.groupSize}
              min={2}
              max={100}
              allowDecimal={false}
              disabled={started}
              onChange={(value) => set('groupSize', Number(value) || 0)}
            />
            <NumberInput
              label={t('groupBuys.staff.timeLimit')}
              value={form.timeLimitMinutes}
              min={1}
              allowDecimal={false}
              disabled={started}
              onChange={(value) => set('timeLimitMinutes', Number(value) || 0)}
            />
            <NumberInput
              label={t('groupBuys.staff.perUserLimit')}
              value={form.perUserLimit}
              min={1}
              allowDecimal={false}
              onChange={(value) => set('perUserLimit', Number(value) || 0)}
            />
          </SimpleGrid>
          {started && (
            <Text size="sm" c="dimmed">
              {t('groupBuys.staff.startedNote')}
            </Text>
          )}
          {error && (
            <Alert color="red" data-testid="group-buy-panel-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            {editing && (
              <Button
                variant="default"
                onClick={() => {
                  setEditing(null);
                  setForm(emptyForm());
                }}
              >
                {t('groupBuys.staff.cancel')}
              </Button>
            )}
            <Button
              onClick={() => void save()}
              loading={creating.loading || updating.loading}
              data-testid="group-buy-save"
            >
              {t('groupBuys.staff.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {loadError && !data && <Alert color="red">{loadError.message}</Alert>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groupBuys.staff.title')}</Table.Th>
              <Table.Th>{t('groupBuys.staff.terms')}</Table.Th>
              <Table.Th>{t('groupBuys.staff.open')}</Table.Th>
              <Table.Th>{t('groupBuys.staff.completed')}</Table.Th>
              <Table.Th>{t('groupBuys.staff.cancelled')}</Table.Th>
              <Table.Th>{t('groupBuys.staff.paidMembers')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.staffGroupBuyOffers ?? []).map((row) => (
              <Table.Tr key={row.offer.id} data-testid="staff-group-buy-offer">
                <Table.Td>
                  <Text fw={600}>{row.offer.activity.title}</Text>
                  <Badge variant="light">{t(`groupBuys.activityStatus.${row.offer.activity.status}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {row.offer.product?.mpn} · {formatMoneyMilli(row.offer.groupPriceMilli, locale)} ×{' '}
                    {row.offer.quantity}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('groupBuys.staff.termsLine', {
                      size: row.offer.groupSize,
                      minutes: row.offer.timeLimitMinutes,
                      limit: row.offer.perUserLimit,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>{row.groupsOpen}</Table.Td>
                <Table.Td>{row.groupsCompleted}</Table.Td>
                <Table.Td>{row.groupsCancelled}</Table.Td>
                <Table.Td>{row.membersPaid}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setEditing(row);
                      setForm(formOf(row));
                    }}
                  >
                    {t('groupBuys.staff.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
