import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { DEFAULT_AREA_CODE } from '../session/account-validation';
import { showToast } from '../toast/show-toast';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { PickupPersonForm, type PickupPersonValues } from './pickup-person-form';

const DeletePickupPersonDocument = graphql(`
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
  const phoneWidth = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PickupPerson | null>(null);
  const [deletePickupPerson, { loading }] = useMutation(DeletePickupPersonDocument, {
    refetchQueries: ['UserAddressPage'],
    awaitRefetchQueries: true,
  });

  async function confirmDelete(person: PickupPerson): Promise<void> {
    const payload = (await deletePickupPerson({ variables: { input: { id: person.id } } }).catch(() => undefined))?.data
      ?.deletePickupPerson;
    setDeleting(null);
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
          <Button size="xs" variant="light" onClick={() => setEditing({})}>
            {t('addresses.addPickupPerson')}
          </Button>
        </Group>
        {persons.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('addresses.noPickupPersons')}
          </Text>
        )}
        {persons.map((person) => (
          <Card key={person.id} withBorder padding="sm" radius="md" data-testid="pickup-person">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                <Text span fw={600}>
                  {person.name}
                </Text>{' '}
                +{person.areaCode} {person.phone}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setEditing({ person })}>
                  {t('addresses.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(person)}>
                  {t('addresses.delete')}
                </Button>
              </Group>
            </Group>
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
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.person ? t('addresses.editPickupPerson') : t('addresses.addPickupPerson')}
        fullScreen={phoneWidth}
      >
        {editing && (
          <PickupPersonForm
            personId={editing.person?.id}
            initial={editing.person ?? { name: '', areaCode: DEFAULT_AREA_CODE, phone: '' }}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('addresses.confirmDeletePersonTitle')}
        description={t('addresses.confirmDeletePersonText', { name: deleting?.name ?? '' })}
        loading={loading}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
