import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { AccountCancellationSection } from '../../features/security/account-cancellation-section';
import { AppSettingsSection } from '../../features/security/app-settings-section';
import { BoundAddressSection } from '../../features/security/bound-address-section';
import { ChangePasswordSection } from '../../features/security/change-password-section';
import { PaymentPasswordSection } from '../../features/security/payment-password-section';
import { PreferencesSection } from '../../features/security/preferences-section';
import { RealNameSection } from '../../features/security/real-name-section';
import { StaffTotpSection } from '../../features/security/staff-totp-section';
import { graphql } from '../../gql';

const UserSecurityPageQuery = graphql(`
  query UserSecurityPage {
    me {
      id
      email
      phone
      permissions
    }
    accountSecurity {
      hasPassword
      hasPaymentPassword
      paymentLockedUntil
      realName
      idNumber
    }
    myPreferences {
      ...PreferencesSection_preferences
    }
    myAccountCancellation {
      id
      status
    }
  }
`);

/** Account settings and security (issue 3): passwords, bindings, preferences, real name and cancellation. */
export default function UserSecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.title'));
  const { data, refetch } = useQuery(UserSecurityPageQuery, { fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  if (!data) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('security.title')}
        </Title>
        <Skeleton h={240} aria-busy="true" />
      </Stack>
    );
  }
  const { me, accountSecurity: security } = data;
  const boundAddresses = [me.email, me.phone].filter((address): address is string => Boolean(address));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('security.title')}
      </Title>
      <ChangePasswordSection hasPassword={security.hasPassword} />
      <PaymentPasswordSection
        hasPaymentPassword={security.hasPaymentPassword}
        paymentLockedUntil={security.paymentLockedUntil ?? null}
        boundAddresses={boundAddresses}
        onChanged={reload}
      />
      <BoundAddressSection email={me.email ?? null} phone={me.phone ?? null} />
      {me.permissions.length > 0 && <StaffTotpSection />}
      <PreferencesSection preferences={data.myPreferences} onSaved={reload} />
      <AppSettingsSection />
      <RealNameSection realName={security.realName ?? null} idNumber={security.idNumber ?? null} onVerified={reload} />
      <AccountCancellationSection request={data.myAccountCancellation ?? null} onChanged={reload} />
    </Stack>
  );
}
