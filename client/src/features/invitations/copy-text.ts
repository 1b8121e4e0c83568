import type { TFunction } from 'i18next';
import { showToast } from '../toast/show-toast';

/** The clipboard can be refused (no permission, an insecure origin); then the person copies by hand. */
export async function copyText(text: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(t('invitations.copied'), 'success');
  } catch {
    showToast(t('invitations.copyFailed'), 'error');
  }
}
