import { DomainError } from '../errors/index.js';

/** Numeric database id from a GraphQL `ID` (or REST parameter); anything else is a user input error. */
export function parseId(value: string | number, field: string[]): number {
  const text = String(value).trim();
  if (!/^\d{1,15}$/.test(text)) {
    throw new DomainError('INVALID_INPUT', { params: { field: field.join('.') }, field });
  }
  return Number(text);
}
