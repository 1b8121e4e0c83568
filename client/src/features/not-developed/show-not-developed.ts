import i18next from 'i18next';
import { showToast } from '../toast/show-toast';

/** The translation key of spec §8's "function not yet developed": the one message of every such entry point. */
export const NOT_DEVELOPED_KEY = 'notDeveloped.message';

/** Says "function not yet developed" for an entry point the interface shows but the shop does not offer yet. */
export function showNotDeveloped(): void {
  showToast(i18next.t(NOT_DEVELOPED_KEY), 'info');
}
