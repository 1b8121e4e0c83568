import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { zIndex } from '../../app/theme/z-index';
import { TOAST_AUTO_CLOSE_MS } from './toast-timing';
import classes from './toasts.module.css';

export { notifications } from '@mantine/notifications';

export function ToastHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={zIndex.toast}
      containerWidth={420}
      classNames={{ root: classes.root, notification: classes.notification }}
    />
  );
}
