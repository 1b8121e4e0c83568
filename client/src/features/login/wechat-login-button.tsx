import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { pageAfterLogin } from '../session/remembered-page';

/**
 * Third-party login (spec §2): a full-page trip to WeChat's authorize page and back through the server,
 * which sets the session cookie and lands on the remembered page. A refused trip comes back here with
 * `oauthError`, shown as "failure to get authorization" (spec §8).
 */
export function WechatLoginButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = encodeURIComponent(pageAfterLogin(location.state));
  return (
    <>
      {searchParams.has('oauthError') && (
        <Alert color="red" mb="sm" role="alert">
          {t('profile.wechatLoginFailed')}
        </Alert>
      )}
      <Button
        component="a"
        href={`/api/oauth/wechat/start?returnTo=${returnTo}`}
        variant="outline"
        color="green"
        fullWidth
      >
        {t('profile.wechatLogin')}
      </Button>
    </>
  );
}
