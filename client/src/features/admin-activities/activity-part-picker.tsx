import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

const ActivityPartSearchQuery = graphql(`
  query ActivityPartSearch($mpns: [String!]!) {
    partsByMpn(mpns: $mpns) {
      query
      exact {
        id
        mpn
        listPriceMilli
        stock
      }
      candidates {
        id
        mpn
        listPriceMilli
        stock
      }
    }
  }
`);

export interface PickedPart {
  id: string;
  mpn: string;
  listPriceMilli: number;
  stock: number;
}

/**
 * Finds a part by its MPN for an activity: the exact part is added at once, otherwise the parts whose MPN starts
 * the same way are offered. Any kind's panel may use it.
 */
export function ActivityPartPicker({ disabled, onPick }: { disabled?: boolean; onPick: (part: PickedPart) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [mpn, setMpn] = useState('');
  const [busy, setBusy] = useState(false);
  const [candidates, setCandidates] = useState<PickedPart[] | null>(null);

  function pick(part: PickedPart) {
    onPick(part);
    setMpn('');
    setCandidates(null);
  }

  async function search() {
    const wanted = mpn.trim();
    if (!wanted) return;
    setBusy(true);
    const result = await client
      .query({ query: ActivityPartSearchQuery, variables: { mpns: [wanted] } })
      .catch(() => null);
    setBusy(false);
    const match = result?.data?.partsByMpn[0];
    if (match?.exact) pick(match.exact);
    else setCandidates(match?.candidates ?? []);
  }

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('adminActivities.partPicker.mpn')}
          value={mpn}
          maxLength={96}
          disabled={disabled}
          onChange={(event) => setMpn(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          style={{ flex: 1 }}
          data-testid="activity-part-mpn"
        />
        <Button variant="default" loading={busy} disabled={disabled || !mpn.trim()} onClick={() => void search()}>
          {t('adminActivities.partPicker.add')}
        </Button>
      </Group>
      {candidates && candidates.length === 0 && (
        <Text size="sm" c="red">
          {t('adminActivities.partPicker.notFound')}
        </Text>
      )}
      {candidates && candidates.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('adminActivities.partPicker.didYouMean')}</Text>
          {candidates.map((part) => (
            <Button key={part.id} size="compact-sm" variant="light" onClick={() => pick(part)}>
              {part.mpn}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
