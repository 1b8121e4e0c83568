import { describe, expect, it } from 'vitest';
import { placeUserErrors } from './user-errors';

describe('placeUserErrors', () => {
  it('puts messages under the field named by the last path segment', () => {
    const placed = placeUserErrors(
      [
        { message: 'The verification code is wrong', field: ['input', 'code'] },
        { message: 'second message for code', field: ['input', 'code'] },
      ],
      ['address', 'code'],
    );
    expect(placed).toEqual({ fieldErrors: { code: 'The verification code is wrong' }, otherMessages: [] });
  });

  it('returns messages without a field, or for a field the form lacks, apart', () => {
    const placed = placeUserErrors(
      [
        { message: 'Too many requests', field: null },
        { message: 'Invalid invitation code', field: ['input', 'inviteCode'] },
      ],
      ['address', 'code'],
    );
    expect(placed).toEqual({ fieldErrors: {}, otherMessages: ['Too many requests', 'Invalid invitation code'] });
  });
});
