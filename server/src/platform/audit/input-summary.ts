/** Fields whose values are secrets (passwords, codes, tokens, keys): the audit log shows that they were sent, never what. */
const SECRET_FIELD = /pass(word)?|code|token|secret|otp|captcha|signature|key$/i;
/** A field that names a subject: `id`, `orderId`, `partIds` ... */
const ID_FIELD = /^(id|ids|.+Id|.+Ids)$/;
const MAX_TEXT = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
const MAX_SUBJECTS = 20;

export const REDACTED = '[redacted]';

/**
 * The input of a staff operation as the audit log keeps it: secrets replaced by `[redacted]`, long texts and
 * lists cut, deep nesting elided, so an entry stays small and never holds a password.
 */
export function describeStaffInput(input: unknown, depth = 0): unknown {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return input.length > MAX_TEXT ? `${input.slice(0, MAX_TEXT)}…` : input;
  if (typeof input === 'number' || typeof input === 'boolean') return input;
  if (input instanceof Date) return input.toISOString();
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(input)) {
    const shown = input.slice(0, MAX_ITEMS).map((item) => describeStaffInput(item, depth + 1));
    return input.length > MAX_ITEMS ? [...shown, `… ${input.length - MAX_ITEMS} more`] : shown;
  }
  if (typeof input === 'object') {
    return Object.fromEntries(
      Object.entries(input).map(([field, value]) => [
        field,
        SECRET_FIELD.test(field) ? REDACTED : describeStaffInput(value, depth + 1),
      ]),
    );
  }
  return String(input);
}

export interface AuditSubject {
  /** The input (or answer) field the id came from, e.g. `orderId`. */
  field: string;
  id: string;
}

/**
 * The ids an operation acted on: every `id`/`…Id`/`…Ids` field of its input; when the input names none (a
 * creation), the id of what the answer returns.
 */
export function subjectsOf(input: unknown, result: unknown): AuditSubject[] {
  const found: AuditSubject[] = [];
  collectIds(input, found, 0);
  if (found.length === 0) collectCreatedId(result, found);
  return found.slice(0, MAX_SUBJECTS);
}

function collectIds(value: unknown, found: AuditSubject[], depth: number): void {
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
  for (const [field, item] of Object.entries(value)) {
    if (ID_FIELD.test(field)) {
      for (const id of Array.isArray(item) ? item : [item]) {
        if (typeof id === 'string' || typeof id === 'number') found.push({ field, id: String(id).slice(0, 64) });
      }
    } else if (!SECRET_FIELD.test(field)) {
      for (const nested of Array.isArray(item) ? item : [item]) collectIds(nested, found, depth + 1);
    }
  }
}

/** `{ id }` itself, or the first field of the answer that is an object with an id (`{ staffAccount: { id } }`). */
function collectCreatedId(result: unknown, found: AuditSubject[]): void {
  if (!result || typeof result !== 'object') return;
  const own = idOf(result);
  if (own !== null) {
    found.push({ field: 'id', id: own });
    return;
  }
  for (const [field, value] of Object.entries(result)) {
    const id = value && typeof value === 'object' && !Array.isArray(value) ? idOf(value) : null;
    if (id !== null) {
      found.push({ field, id });
      return;
    }
  }
}

function idOf(value: object): string | null {
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : null;
}
