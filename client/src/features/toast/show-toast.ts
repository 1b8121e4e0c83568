import { notifications } from '@mantine/notifications';

export const TOAST_AUTO_CLOSE_MS = 3000;

export type ToastTone = 'error' | 'success' | 'info';

const toneColors: Record<ToastTone, string> = { error: 'red', success: 'teal', info: 'blue' };

interface VisibleToast {
  id: string;
  count: number;
}

/** Toasts on screen by tone and text, so a repeated message raises a counter instead of stacking a copy. */
const visibleToasts = new Map<string, VisibleToast>();

export function showToast(message: string, tone: ToastTone = 'error'): void {
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
