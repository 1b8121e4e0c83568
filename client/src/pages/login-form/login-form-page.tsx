import { Anchor, Box, Divider, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { ChoiceButtons } from '../../features/login/choice-buttons';
import { CodeLoginForm } from '../../features/login/code-login-form';
import { PasswordLoginForm } from '../../features/login/password-login-form';
import { WechatLoginButton } from '../../features/login/wechat-login-button';

type LoginMethod = 'code' | 'password';

export default function LoginFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [method, setMethod] = useState<LoginMethod>('code');
  const [agreementAccepted, onAgreementChange] = useState(false);
  const agreement = { agreementAccepted, onAgreementChange };
  useDocumentTitle(t('account.loginTitle'));
  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('account.loginTitle')}
      </Title>
      <ChoiceButtons<LoginMethod>
        label={t('account.loginMethod')}
        value={method}
        onChange={setMethod}
        choices={[
          { value: 'code', label: t('account.codeLogin') },
          { value: 'password', label: t('account.passwordLogin') },
        ]}
      />
      <Box mt="md">{method === 'code' ? <CodeLoginForm {...agreement} /> : <PasswordLoginForm {...agreement} />}</Box>
      <Divider my="md" label={t('profile.orLoginWith')} labelPosition="center" />
      <WechatLoginButton agreementAccepted={agreementAccepted} />
      {/* The remembered page travels along, so signing up or resetting the password still returns there. */}
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="forgot" state={location.state} size="sm">
          {t('account.forgotPassword')}
        </Anchor>
        <Anchor component={Link} to="register" state={location.state} size="sm">
          {t('account.createAccount')}
        </Anchor>
      </Group>
    </>
  );
}
