import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { NOT_DEVELOPED_KEY } from '../not-developed/show-not-developed';
import { validateAgreement } from '../session/account-validation';
import { pageAfterLogin } from '../session/remembered-page';

/**
 * Third-party login (spec §2): a full-page trip to WeChat's authorize page and back through the server,
 * which sets the session cookie and lands on the remembered page. Like the forms, it needs the agreement
 * ticked (spec §5; the server checks it too). A refused trip comes back here with `oauthError`, shown as
 * "failure to get authorization" (spec §8); a shop without a WeChat login says "function not yet developed".
 */
export function WechatLoginButton({ agreementAccepted }: { agreementAccepted: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [agreementMissing, setAgreementMissing] = useState(false);
  const returnTo = encodeURIComponent(pageAfterLogin(location.state));
  const oauthError = searchParams.get('oauthError');
  const problem = validateAgreement(agreementAccepted);
  const alert =
    agreementMissing && problem
      ? t(problem)
      : oauthError === 'AGREEMENT_REQUIRED'
        ? t('account.validation.agreementRequired')
        : oauthError === 'FUNCTION_NOT_DEVELOPED'
          ? t(NOT_DEVELOPED_KEY)
          : oauthError
            ? t('profile.wechatLoginFailed')
            : undefined;
  return (
    <>
      {alert && (
        <Alert color="red" mb="sm" role="alert">
          {alert}
        </Alert>
      )}
      <Button
        component="a"
        href={`/api/oauth/wechat/start?agreement=1&returnTo=${returnTo}`}
        onClick={(event) => {
          if (!problem) return;
          event.preventDefault();
          setAgreementMissing(true);
        }}
        variant="outline"
        color="green"
        fullWidth
      >
        {t('profile.wechatLogin')}
      </Button>
    </>
  );
}
