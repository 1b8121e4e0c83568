import { Button, Grid, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Permission } from '../../gql/graphql';
import { AfterSaleQueue } from './after-sale-queue';
import { AfterSaleWorkspace } from './after-sale-workspace';
import { AFTER_SALE_STATUSES, AFTER_SALE_TYPES, AGE_CHOICES_HOURS, queueFilterFrom } from './queue-filters';
import { useLiveAfterSaleQueue } from './use-live-after-sale-queue';

/**
 * `/admin/after-sales`: the queue of after-sales requests filtered by state, type, age and number, and the selected
 * request (`?id=`) beside it with its order. Filters live in the address so a filtered queue survives a reload.
 */
export function AfterSalesConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = queueFilterFrom(params);
  const selectedId = params.get('id');
  const [text, setText] = useState(filter.search);
  useLiveAfterSaleQueue();

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminAfterSale.title')}
      </Title>
      <Group
        align="flex-end"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() || null, id: null });
        }}
      >
        <TextInput
          label={t('adminAfterSale.search')}
          placeholder={t('adminAfterSale.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={64}
          data-testid="after-sale-search"
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          label={t('adminAfterSale.state')}
          value={filter.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value || null, id: null })}
          data={[
            { value: '', label: t('adminAfterSale.allStates') },
            ...AFTER_SALE_STATUSES.map((value) => ({ value, label: t(`adminAfterSale.statuses.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('adminAfterSale.type')}
          value={filter.type ?? ''}
          onChange={(event) => update({ type: event.currentTarget.value || null, id: null })}
          data={[
            { value: '', label: t('adminAfterSale.allTypes') },
            ...AFTER_SALE_TYPES.map((value) => ({ value, label: t(`adminAfterSale.types.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('adminAfterSale.age')}
          value={filter.olderThanHours ? String(filter.olderThanHours) : ''}
          onChange={(event) => update({ age: event.currentTarget.value || null, id: null })}
          data={[
            { value: '', label: t('adminAfterSale.anyAge') },
            ...AGE_CHOICES_HOURS.map((hours) => ({
              value: String(hours),
              label: t('adminAfterSale.olderThan', { count: hours }),
            })),
          ]}
        />
        <Button type="submit">{t('adminAfterSale.searchButton')}</Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: selectedId ? 4 : 12 }}>
          <AfterSaleQueue filter={filter} selectedId={selectedId} onSelect={(id) => update({ id })} />
        </Grid.Col>
        {selectedId && (
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <AfterSaleWorkspace key={selectedId} requestId={selectedId} permissions={permissions} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
