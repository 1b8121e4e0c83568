import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { ResetPasswordForm } from '../../features/login/reset-password-form';

export default function LoginForgotPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('account.forgotTitle'));
  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('account.forgotTitle')}
      </Title>
      <ResetPasswordForm />
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to="/login/login" state={location.state}>
          {t('account.backToLogin')}
        </Anchor>
      </Text>
    </>
  );
}
