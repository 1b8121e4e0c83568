import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { StaffLuckyDraw_DrawFragment } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatOdds, prizeLabel } from '../lucky-draws/lucky-draw-format';
import { ActivityWindow } from '../lucky-draws/lucky-draw-parts';
import {
  CreateBlindBoxMutation,
  CreateFreeOrderCampaignMutation,
  StaffLuckyDrawFields,
  StaffLuckyDrawsQuery,
  UpdateBlindBoxMutation,
  UpdateFreeOrderCampaignMutation,
} from '../lucky-draws/lucky-draw-operations';
import { showToast } from '../toast/show-toast';
import {
  emptyLuckyDrawForm,
  emptyPrizeRow,
  formOfSaved,
  luckyDrawInput,
  type LuckyDrawFormValues,
  type LuckyDrawKindValue,
  type PrizeKindValue,
  type PrizeRow,
} from './lucky-draw-form-values';

type Editing = { mode: 'create' } | { mode: 'edit'; draw: StaffLuckyDraw_DrawFragment };

function PrizeRowFields(props: {
  kind: LuckyDrawKindValue;
  row: PrizeRow;
  index: number;
  onChange: (row: PrizeRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { row, kind } = props;
  const set = (field: keyof PrizeRow) => (event: { currentTarget: { value: string } }) =>
    props.onChange({ ...row, [field]: event.currentTarget.value });
  const saved = row.id !== null;
  return (
    <Card withBorder padding="xs" data-testid="lucky-draw-prize-row">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {kind === 'BLIND_BOX' && (
          <NativeSelect
            label={t('luckyDraws.admin.prizeKind')}
            value={row.kind}
            disabled={saved}
            onChange={(event) => props.onChange({ ...row, kind: event.currentTarget.value as PrizeKindValue })}
            data={[
              { value: 'PART', label: t('luckyDraws.admin.kindPart') },
              { value: 'COUPON', label: t('luckyDraws.admin.kindCoupon') },
              { value: 'POINTS', label: t('luckyDraws.admin.kindPoints') },
            ]}
          />
        )}
        {row.kind === 'PART' && (
          <TextInput
            label={t('luckyDraws.admin.productId')}
            value={row.productId}
            disabled={saved}
            onChange={set('productId')}
            inputMode="numeric"
          />
        )}
        {row.kind === 'PART' && (
          <TextInput
            label={t('luckyDraws.admin.quantity')}
            value={row.quantity}
            disabled={saved}
            onChange={set('quantity')}
            inputMode="numeric"
          />
        )}
        {row.kind === 'COUPON' && (
          <TextInput
            label={t('luckyDraws.admin.couponTemplateId')}
            value={row.couponTemplateId}
            disabled={saved}
            onChange={set('couponTemplateId')}
            inputMode="numeric"
          />
        )}
        {row.kind === 'POINTS' && (
          <TextInput
            label={t('luckyDraws.admin.points')}
            value={row.points}
            disabled={saved}
            onChange={set('points')}
            inputMode="numeric"
          />
        )}
        <TextInput label={t('luckyDraws.admin.prizeTitle')} value={row.title} onChange={set('title')} />
        {kind === 'BLIND_BOX' && (
          <TextInput
            label={t('luckyDraws.admin.weight')}
            value={row.weight}
            onChange={set('weight')}
            inputMode="numeric"
          />
        )}
        <TextInput
          label={saved ? t('luckyDraws.admin.addStock') : t('luckyDraws.admin.stock')}
          value={row.stock}
          onChange={set('stock')}
          inputMode="numeric"
        />
      </SimpleGrid>
      {!saved && (
        <Group justify="flex-end" mt={4}>
          <ActionIcon variant="subtle" color="red" onClick={props.onRemove} aria-label={t('luckyDraws.admin.remove')}>
            ✕
          </ActionIcon>
        </Group>
      )}
    </Card>
  );
}

function LuckyDrawForm({ kind, editing, onDone }: { kind: LuckyDrawKindValue; editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LuckyDrawFormValues>(() =>
    editing.mode === 'edit' ? formOfSaved(editing.draw) : emptyLuckyDrawForm(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The console's activity list above shows the draw's activity: its title and window change with the draw.
  const refetchQueries = ['StaffLuckyDraws', 'StaffActivities'];
  const [createFree, creatingFree] = useMutation(CreateFreeOrderCampaignMutation, { refetchQueries });
  const [updateFree, updatingFree] = useMutation(UpdateFreeOrderCampaignMutation, { refetchQueries });
  const [createBox, creatingBox] = useMutation(CreateBlindBoxMutation, { refetchQueries });
  const [updateBox, updatingBox] = useMutation(UpdateBlindBoxMutation, { refetchQueries });
  const saving = creatingFree.loading || updatingFree.loading || creatingBox.loading || updatingBox.loading;
  const field = (name: 'title' | 'startsAt' | 'endsAt' | 'dailyLimit' | 'totalLimit' | 'pricePerOpen') => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const converted = luckyDrawInput(kind, values);
    if ('problem' in converted) {
      setProblem(
        t('luckyDraws.admin.problem', {
          field: converted.problem.field,
          problem: t(`luckyDraws.admin.problems.${converted.problem.problem}`, {
            defaultValue: converted.problem.problem,
          }),
        }),
      );
      return;
    }
    setProblem(null);
    const { prizes, totalLimit, ...rest } = converted.input;
    const mutationPrizes = prizes.map((prize) => ({ ...prize }));
    let errors: { message: string }[] | undefined;
    if (editing.mode === 'create') {
      const result =
        kind === 'FREE_ORDER'
          ? (
              await createFree({ variables: { input: { ...rest, totalLimit, parts: mutationPrizes } } }).catch(
                () => null,
              )
            )?.data?.createFreeOrderCampaign
          : (
              await createBox({ variables: { input: { ...rest, totalLimit, prizes: mutationPrizes } } }).catch(
                () => null,
              )
            )?.data?.createBlindBox;
      if (!result) return;
      errors = result.userErrors;
    } else {
      const id = editing.draw.id;
      // An emptied total limit is sent as 0: "no limit any more".
      const update = { ...rest, id, totalLimit: totalLimit ?? 0 };
      const result =
        kind === 'FREE_ORDER'
          ? (await updateFree({ variables: { input: { ...update, parts: mutationPrizes } } }).catch(() => null))?.data
              ?.updateFreeOrderCampaign
          : (await updateBox({ variables: { input: { ...update, prizes: mutationPrizes } } }).catch(() => null))?.data
              ?.updateBlindBox;
      if (!result) return;
      errors = result.userErrors;
    }
    if (errors[0]) {
      setProblem(errors[0].message);
      return;
    }
    showToast(t('luckyDraws.admin.saved'), 'success');
    onDone();
  }

  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={(event) => void submit(event)}
      data-testid="lucky-draw-form"
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {editing.mode === 'create' ? t('luckyDraws.admin.create') : t('luckyDraws.admin.edit')}
        </Title>
        <TextInput label={t('luckyDraws.admin.title')} required maxLength={100} {...field('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label={t('luckyDraws.admin.startsAt')} type="datetime-local" {...field('startsAt')} />
          <TextInput label={t('luckyDraws.admin.endsAt')} type="datetime-local" {...field('endsAt')} />
          <TextInput
            label={kind === 'FREE_ORDER' ? t('luckyDraws.admin.dailyChances') : t('luckyDraws.admin.dailyOpens')}
            inputMode="numeric"
            {...field('dailyLimit')}
          />
          <TextInput label={t('luckyDraws.admin.totalLimit')} inputMode="numeric" {...field('totalLimit')} />
        </SimpleGrid>
        <Textarea
          label={t('luckyDraws.admin.description')}
          maxLength={500}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        {kind === 'BLIND_BOX' && (
          <TextInput
            label={t('luckyDraws.admin.pricePerOpen')}
            description={t('luckyDraws.admin.pricePerOpenHint')}
            inputMode="decimal"
            {...field('pricePerOpen')}
          />
        )}
        <Text fw={600} size="sm">
          {kind === 'FREE_ORDER' ? t('luckyDraws.admin.parts') : t('luckyDraws.admin.prizes')}
        </Text>
        {values.prizes.map((row, index) => (
          <PrizeRowFields
            key={row.id ?? `new-${index}`}
            kind={kind}
            row={row}
            index={index}
            onChange={(changed) =>
              setValues({ ...values, prizes: values.prizes.map((other, at) => (at === index ? changed : other)) })
            }
            onRemove={() => setValues({ ...values, prizes: values.prizes.filter((_, at) => at !== index) })}
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => setValues({ ...values, prizes: [...values.prizes, emptyPrizeRow()] })}
          >
            {kind === 'FREE_ORDER' ? t('luckyDraws.admin.addPart') : t('luckyDraws.admin.addPrize')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" data-testid="lucky-draw-form-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('luckyDraws.admin.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('luckyDraws.admin.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DrawCard({ draw, onEdit }: { draw: StaffLuckyDraw_DrawFragment; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const at = (value: unknown) => formatDateTime(String(value), locale);
  return (
    <Card withBorder padding="sm" data-testid="lucky-draw-staff-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{draw.activity.title}</Text>
            <ActivityWindow activity={draw.activity} />
          </Group>
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('luckyDraws.admin.edit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {at(draw.activity.startsAt)} – {at(draw.activity.endsAt)} ·{' '}
          {t('luckyDraws.admin.limits', { daily: draw.dailyLimit, total: draw.totalLimit ?? '–' })}
        </Text>
        <Group gap="md" data-testid="lucky-draw-progress">
          <Text size="sm">{t('luckyDraws.admin.records', { count: draw.progress.records })}</Text>
          <Text size="sm">{t('luckyDraws.admin.participants', { count: draw.progress.participants })}</Text>
          <Text size="sm">{t('luckyDraws.admin.awarded', { count: draw.progress.awarded })}</Text>
          <Text size="sm">{t('luckyDraws.admin.prizesLeft', { count: draw.progress.prizesLeft })}</Text>
        </Group>
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('luckyDraws.blindBox.prize')}</Table.Th>
                {draw.kind === 'BLIND_BOX' && <Table.Th ta="right">{t('luckyDraws.blindBox.odds')}</Table.Th>}
                <Table.Th ta="right">{t('luckyDraws.admin.given')}</Table.Th>
                <Table.Th ta="right">{t('luckyDraws.blindBox.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draw.prizes.map((prize) => (
                <Table.Tr key={prize.id}>
                  <Table.Td>{prizeLabel(prize, t)}</Table.Td>
                  {draw.kind === 'BLIND_BOX' && <Table.Td ta="right">{formatOdds(prize.oddsPpm, locale)}</Table.Td>}
                  <Table.Td ta="right">{prize.initialStock - prize.stock}</Table.Td>
                  <Table.Td ta="right">{prize.stock}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/**
 * The staff console's free-order and blind-box panel (inside `/admin/activities`): the campaigns and boxes with
 * their progress, and the create and edit forms. Starting, pausing and ending are the console's lifecycle buttons.
 */
export function LuckyDrawPanel({ kind: fixedKind }: { kind?: LuckyDrawKindValue } = {}) {
  const { t } = useTranslation();
  const [chosenKind, setChosenKind] = useState<LuckyDrawKindValue>(fixedKind ?? 'FREE_ORDER');
  const kind = fixedKind ?? chosenKind;
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data, loading, error } = useQuery(StaffLuckyDrawsQuery, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  const draws = data?.staffLuckyDraws.map((draw) => getFragmentData(StaffLuckyDrawFields, draw));
  return (
    <Stack gap="sm" data-testid="lucky-draw-panel">
      <Group justify="space-between" wrap="wrap">
        {!fixedKind && (
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setChosenKind(value as LuckyDrawKindValue);
              setEditing(null);
            }}
            data={[
              { value: 'FREE_ORDER', label: t('luckyDraws.admin.freeOrders') },
              { value: 'BLIND_BOX', label: t('luckyDraws.admin.blindBoxes') },
            ]}
          />
        )}
        <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="lucky-draw-new">
          {kind === 'FREE_ORDER' ? t('luckyDraws.admin.newFreeOrder') : t('luckyDraws.admin.newBlindBox')}
        </Button>
      </Group>
      {editing && (
        <LuckyDrawForm
          key={editing.mode === 'edit' ? editing.draw.id : `new-${kind}`}
          kind={kind}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {loading && !data && <Skeleton h={120} />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {draws && draws.length === 0 && <Text c="dimmed">{t('luckyDraws.admin.empty')}</Text>}
      {draws?.map((draw) => (
        <DrawCard key={draw.id} draw={draw} onEdit={() => setEditing({ mode: 'edit', draw })} />
      ))}
    </Stack>
  );
}
