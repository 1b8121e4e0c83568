import type { notifications as mantineNotifications } from '@mantine/notifications';
import { deferredModule } from '../deferred/deferred-module';
import { TOAST_AUTO_CLOSE_MS } from './toast-timing';

/** Mantine's notifications load with the first toast: most visits show none. */
const toasts = deferredModule(
  () => import('./toast-host'),
  (module) => module.ToastHost,
);

/** Where toasts appear; renders nothing before the first one. */
export const ToastHost = toasts.DeferredHost;

export type ToastTone = 'error' | 'success' | 'info';

const toneColors: Record<ToastTone, string> = { error: 'red', success: 'teal', info: 'blue' };

interface VisibleToast {
  id: string;
  count: number;
}

/** Toasts on screen by tone and text, so a repeated message raises a counter instead of stacking a copy. */
const visibleToasts = new Map<string, VisibleToast>();

export function showToast(message: string, tone: ToastTone = 'error'): void {
  // Toasts asked for while the module loads are shown in the order they were asked, each counted as before.
  void toasts.load().then(({ notifications }) => showLoadedToast(notifications, message, tone));
}

function showLoadedToast(notifications: typeof mantineNotifications, message: string, tone: ToastTone): void {
  const key = `${tone}\u0000${message}`;
  const visible = visibleToasts.get(key);
  if (visible) {
    visible.count += 1;
    notifications.update({ id: visible.id, message: `${message} ×${visible.count}`, autoClose: TOAST_AUTO_CLOSE_MS });
    return;
  }
  const id = notifications.show({
    message,
    color: toneColors[tone],
    autoClose: TOAST_AUTO_CLOSE_MS,
    onClose: () => visibleToasts.delete(key),
  });
  visibleToasts.set(key, { id, count: 1 });
}
