import { showToast } from '../toast/show-toast';

/**
 * Shows the outcome of a staff mutation: the first user error, or the success text. True when it worked; a missing
 * answer (the request failed, and the Apollo link already said so) counts as not done.
 */
export function reportOutcome(errors: readonly { message: string }[] | undefined | null, success: string): boolean {
  if (!errors) return false;
  if (errors[0]) {
    showToast(errors[0].message);
    return false;
  }
  showToast(success, 'success');
  return true;
}
