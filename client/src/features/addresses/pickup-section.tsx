import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { DEFAULT_AREA_CODE } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { InlineConfirm } from './inline-confirm';
import { PickupPersonForm, type PickupPersonValues } from './pickup-person-form';

const DeletePickupPersonMutation = graphql(`
  mutation DeletePickupPerson($input: DeletePickupPersonInput!) {
    deletePickupPerson(input: $input) {
      deletedPickupPersonId
      userErrors {
        code
        message
        field
      }
    }
  }
`);

interface PickupPerson extends PickupPersonValues {
  id: string;
}

interface PickupPoint {
  id: string;
  name: string;
  address: string;
  openingHours: string;
  phone: string;
}

type Editing = { person?: PickupPerson } | null;

/** Store pickup: the shop's pickup stores and the people the user lets collect an order there. */
export function PickupSection({
  persons,
  points,
}: {
  persons: readonly PickupPerson[];
  points: readonly PickupPoint[];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deletePickupPerson, { loading }] = useMutation(DeletePickupPersonMutation, {
    refetchQueries: ['UserAddressPage'],
    awaitRefetchQueries: true,
  });

  async function confirmDelete(id: string): Promise<void> {
    const payload = (await deletePickupPerson({ variables: { input: { id } } }).catch(() => undefined))?.data
      ?.deletePickupPerson;
    setConfirming(null);
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
    if (payload.deletedPickupPersonId) showToast(t('addresses.deleted'), 'success');
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pickup-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pickup-title">
          {t('addresses.pickupTitle')}
        </Title>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} size="sm">
            {t('addresses.pickupPersonsTitle')}
          </Text>
          {editing === null && (
            <Button size="xs" variant="light" onClick={() => setEditing({})}>
              {t('addresses.addPickupPerson')}
            </Button>
          )}
        </Group>
        {editing !== null && (
          <Card withBorder padding="sm" radius="md">
            <Text fw={600} size="sm" mb="xs">
              {editing.person ? t('addresses.editPickupPerson') : t('addresses.addPickupPerson')}
            </Text>
            <PickupPersonForm
              personId={editing.person?.id}
              initial={editing.person ?? { name: '', areaCode: DEFAULT_AREA_CODE, phone: '' }}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </Card>
        )}
        {persons.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('addresses.noPickupPersons')}
          </Text>
        )}
        {persons.map((person) => (
          <Card key={person.id} withBorder padding="sm" radius="md" data-testid="pickup-person">
            <Stack gap="xs">
              <Text size="sm">
                <Text span fw={600}>
                  {person.name}
                </Text>{' '}
                +{person.areaCode} {person.phone}
              </Text>
              {confirming === person.id ? (
                <InlineConfirm
                  question={t('addresses.confirmDeletePersonTitle')}
                  loading={loading}
                  onConfirm={() => void confirmDelete(person.id)}
                  onCancel={() => setConfirming(null)}
                />
              ) : (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing({ person })}>
                    {t('addresses.edit')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(person.id)}>
                    {t('addresses.delete')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
        <Text fw={600} size="sm" mt="xs">
          {t('addresses.pickupPointsTitle')}
        </Text>
        {points.map((point) => (
          <Stack key={point.id} gap={2} data-testid="pickup-point">
            <Text size="sm" fw={600}>
              {point.name}
            </Text>
            <Text size="sm">{point.address}</Text>
            <Text size="xs" c="dimmed">
              {t('addresses.openingHours', { hours: point.openingHours })} · {point.phone}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
