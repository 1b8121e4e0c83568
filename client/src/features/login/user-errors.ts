import { showToast } from '../toast/show-toast';

/** A `userErrors` entry as every payload of the API returns it. */
export interface UserErrorEntry {
  message: string;
  field?: readonly string[] | null;
}

export interface PlacedUserErrors<Field extends string> {
  /** The first message per form field, to show under that field. */
  fieldErrors: Partial<Record<Field, string>>;
  /** Messages without a field of this form, to show as a toast. */
  otherMessages: string[];
}

/**
 * Puts each server message under the field its path names (`['input', 'code']` → `code`). A message for a
 * field the form does not show, or for no field, is returned apart so it still reaches the visitor.
 */
export function placeUserErrors<Field extends string>(
  userErrors: readonly UserErrorEntry[],
  formFields: readonly Field[],
): PlacedUserErrors<Field> {
  const fieldErrors: Partial<Record<Field, string>> = {};
  const otherMessages: string[] = [];
  for (const { message, field } of userErrors) {
    const name = field?.at(-1);
    const formField = formFields.find((candidate) => candidate === name);
    if (formField === undefined) otherMessages.push(message);
    else fieldErrors[formField] ??= message;
  }
  return { fieldErrors, otherMessages };
}

/** Shows a payload's user errors: under their fields where the form has them, as toasts otherwise. */
export function showUserErrors<Field extends string>(
  userErrors: readonly UserErrorEntry[],
  formFields: readonly Field[],
  setErrors: (errors: Partial<Record<Field, string>>) => void,
): void {
  const { fieldErrors, otherMessages } = placeUserErrors(userErrors, formFields);
  setErrors(fieldErrors);
  for (const message of otherMessages) showToast(message);
}
