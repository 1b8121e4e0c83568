import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../gql/graphql';
import { CustomersPanel } from './customers-panel';
import { StaffPanel } from './staff-panel';

type Area = 'customers' | 'staff';

/** `/admin/people`: customers for staff who may read them, staff accounts for those who manage staff. */
export function PeopleConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const areas: Area[] = [
    ...(permissions.includes('CUSTOMER_VIEW') ? (['customers'] as const) : []),
    ...(permissions.includes('STAFF_MANAGE') ? (['staff'] as const) : []),
  ];
  const [area, setArea] = useState<Area>(areas[0] ?? 'customers');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('staff.consoles.people.title')}
      </Title>
      {areas.length > 1 && (
        <SegmentedControl
          value={area}
          onChange={(value) => setArea(value as Area)}
          data={areas.map((value) => ({
            value,
            label: value === 'customers' ? t('adminPeople.areas.customers') : t('adminPeople.areas.staff'),
          }))}
        />
      )}
      {area === 'customers' ? <CustomersPanel permissions={permissions} /> : <StaffPanel />}
    </Stack>
  );
}
