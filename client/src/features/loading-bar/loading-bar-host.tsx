import '@mantine/nprogress/styles.css';
import { NavigationProgress } from '@mantine/nprogress';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { zIndex } from '../../app/theme/z-index';
import { loadingBarFailed, subscribeLoadingBar } from './loading-bar';

export { nprogress } from '@mantine/nprogress';

const LOADING_BAR_HEIGHT_PX = 3;

export function LoadingBarHost() {
  const { t } = useTranslation();
  const failed = useSyncExternalStore(subscribeLoadingBar, loadingBarFailed);
  return (
    <NavigationProgress
      color={failed ? 'red' : 'teal'}
      size={LOADING_BAR_HEIGHT_PX}
      zIndex={zIndex.loadingBar}
      data-state={failed ? 'error' : 'loading'}
      aria-label={t('header.loading')}
    />
  );
}
