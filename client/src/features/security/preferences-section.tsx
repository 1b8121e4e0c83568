import { useMutation } from '@apollo/client/react';
import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { notificationToggles } from '@circuitmart/rules/notification-toggles';
import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { UpdatePreferencesInput } from '../../gql/graphql';
import { changeLocale } from '../../i18n/i18n';
import { askForWebNotifications } from '../messages/web-notifications';
import { LOCALES, LOCALE_NATIVE_NAMES } from '../../i18n/supported-locales';
import { showToast } from '../toast/show-toast';
import { LANGUAGE_OF_LOCALE, LOCALE_OF_LANGUAGE } from './saved-locale';
import { SettingsSection } from './settings-section';
import { WebPushSwitch } from '../web-push/web-push-switch';

export const PreferencesSectionFragment = graphql(`
  fragment PreferencesSection_preferences on Preferences {
    locale
    notifySystemMessages
    notifyPlatformMessages
    notifyOrderUpdates
    notifyChatMessages
    notifyActivityReminders
    personalisedRecommendations
  }
`);

const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      preferences {
        ...PreferencesSection_preferences
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** Spec §2/§6: language, message notifications and personalised recommendations, saved on each change. */
export function PreferencesSection(props: {
  preferences: FragmentType<typeof PreferencesSectionFragment>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const preferences = getFragmentData(PreferencesSectionFragment, props.preferences);
  const [updatePreferences] = useMutation(UpdatePreferencesMutation);

  async function save(input: UpdatePreferencesInput): Promise<void> {
    const result = await updatePreferences({ variables: { input } }).catch(() => undefined);
    const payload = result?.data?.updatePreferences;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message);
    if (payload.preferences) {
      showToast(t('security.preferencesSaved'), 'success');
      props.onSaved();
    }
  }

  async function chooseLanguage(value: string): Promise<void> {
    const locale = LOCALES.find((candidate) => candidate === value);
    if (!locale) return;
    await save({ locale: LANGUAGE_OF_LOCALE[locale] });
    await changeLocale(locale);
  }

  const savedLocale = preferences.locale ? LOCALE_OF_LANGUAGE[preferences.locale] : null;
  return (
    <SettingsSection id="security-preferences" title={t('security.preferencesTitle')}>
      <NativeSelect
        label={t('security.language')}
        description={t('security.languageHint')}
        maw={420}
        value={savedLocale ?? ''}
        data={[
          { value: '', label: t('security.languageNotSaved'), disabled: true },
          ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] })),
        ]}
        onChange={(event) => void chooseLanguage(event.currentTarget.value)}
      />
      <Text fw={600} size="sm">
        {t('security.notificationsTitle')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('security.notificationsHint')}
      </Text>
      <Stack gap="xs">
        {notificationToggles.map((key) => (
          <Checkbox
            key={key}
            label={t(`security.${key}`)}
            checked={preferences[key]}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              // Turning one on is the click that may ask the browser's permission to show the pushed messages.
              if (on) void askForWebNotifications();
              void save({ [key]: on });
            }}
          />
        ))}
      </Stack>
      <WebPushSwitch />
      <Checkbox
        label={t('security.personalisedRecommendations')}
        description={t('security.personalisedRecommendationsHint')}
        checked={preferences.personalisedRecommendations}
        onChange={(event) => void save({ personalisedRecommendations: event.currentTarget.checked })}
      />
    </SettingsSection>
  );
}
