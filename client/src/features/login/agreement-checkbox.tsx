import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './login-forms.module.css';

/** Spec §2 registration agreement, shown by the help-details page. */
const AGREEMENT_PATH = '/home/helpDetails?doc=agreement';

/** The agreement tick shared by the login page's forms and its WeChat button: ticked once, it counts for all. */
export interface LoginAgreementProps {
  agreementAccepted: boolean;
  onAgreementChange: (accepted: boolean) => void;
}

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/**
 * Spec §5: registration and login require ticking the agreement. A native checkbox: every Mantine component
 * lands in the vendor chunk all pages load, and Mantine's Checkbox would grow it for this one use.
 */
export function AgreementCheckbox({ checked, onChange, error }: AgreementCheckboxProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <input
          id={checkboxId}
          type="checkbox"
          className={classes.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Text component="label" htmlFor={checkboxId} size="sm">
          {t('account.agreementAccept')}{' '}
          <Anchor component={Link} to={AGREEMENT_PATH} target="_blank" inherit underline="always">
            {t('account.agreementLink')}
          </Anchor>
        </Text>
      </Group>
      {error && (
        <Text id={errorId} c="red" size="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
