import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { RegisterForm } from '../../features/login/register-form';

export default function LoginRegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('account.registerTitle'));
  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('account.registerTitle')}
      </Title>
      <RegisterForm />
      <Text size="sm" mt="md" ta="center">
        {t('account.haveAccount')}{' '}
        <Anchor component={Link} to="/login/login" state={location.state}>
          {t('account.logIn')}
        </Anchor>
      </Text>
    </>
  );
}
