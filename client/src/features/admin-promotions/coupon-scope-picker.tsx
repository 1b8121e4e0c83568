import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Pill, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ScopeKind } from './template-form-values';

const AdminCouponScopeChoicesQuery = graphql(`
  query AdminCouponScopeChoices {
    categories {
      id
      name
      parentId
    }
    brands {
      id
      name
    }
  }
`);

const AdminCouponScopePartQuery = graphql(`
  query AdminCouponScopePart($mpns: [String!]!) {
    partsByMpn(mpns: $mpns) {
      query
      exact {
        id
        mpn
      }
    }
  }
`);

interface CouponScopePickerProps {
  kind: ScopeKind;
  ids: string[];
  /** Names of chosen parts the form already knows (an edited template's), by id. */
  knownParts: Record<string, string>;
  error?: string;
  disabled?: boolean;
  onChange: (ids: string[], partNames?: Record<string, string>) => void;
}

/** Chooses what a coupon applies to: categories or manufacturers from lists, parts by their exact MPN. */
export function CouponScopePicker({ kind, ids, knownParts, error, disabled, onChange }: CouponScopePickerProps) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminCouponScopeChoicesQuery, { skip: kind === 'ALL' || kind === 'PRODUCTS' });
  if (kind === 'ALL') return null;
  if (kind === 'PRODUCTS') {
    return <PartPicker ids={ids} knownParts={knownParts} error={error} disabled={disabled} onChange={onChange} />;
  }
  const choices =
    kind === 'CATEGORY'
      ? (data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))
      : (data?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  return (
    // Checkboxes rather than a MultiSelect: its popover engine would join the Mantine chunk every visitor loads.
    <Checkbox.Group
      label={t(kind === 'CATEGORY' ? 'adminPromotions.form.categories' : 'adminPromotions.form.manufacturers')}
      value={ids}
      error={error}
      onChange={(next) => onChange(next)}
      data-testid="coupon-scope-ids"
    >
      <ScrollArea.Autosize mah={240} mt="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {choices.map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={choice.label} disabled={disabled} />
          ))}
        </SimpleGrid>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

function PartPicker({ ids, knownParts, error, disabled, onChange }: Omit<CouponScopePickerProps, 'kind'>) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [mpn, setMpn] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    const wanted = mpn.trim();
    if (!wanted) return;
    setBusy(true);
    const result = await client
      .query({ query: AdminCouponScopePartQuery, variables: { mpns: [wanted] } })
      .catch(() => null);
    setBusy(false);
    const part = result?.data?.partsByMpn[0]?.exact;
    if (!part) {
      setMissing(wanted);
      return;
    }
    setMissing(null);
    setMpn('');
    if (!ids.includes(part.id)) onChange([...ids, part.id], { ...knownParts, [part.id]: part.mpn });
  }

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('adminPromotions.form.partMpn')}
          value={mpn}
          maxLength={64}
          disabled={disabled}
          error={missing ? t('adminPromotions.form.partNotFound', { mpn: missing }) : error}
          onChange={(event) => setMpn(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="default" loading={busy} disabled={disabled || !mpn.trim()} onClick={() => void add()}>
          {t('adminPromotions.form.addPart')}
        </Button>
      </Group>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminPromotions.form.noParts')}
        </Text>
      ) : (
        <Pill.Group>
          {ids.map((id) => (
            <Pill key={id} withRemoveButton={!disabled} onRemove={() => onChange(ids.filter((other) => other !== id))}>
              {knownParts[id] ?? id}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
