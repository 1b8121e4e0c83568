import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/index.js';
import { withUserErrors } from './user-errors.js';

describe('withUserErrors', () => {
  it('passes a result through with no user errors', async () => {
    expect(await withUserErrors('en-US', async () => ({ id: '7' }))).toEqual({ id: '7', userErrors: [] });
  });

  it('turns a user-caused failure into a translated user error with its field and lines', async () => {
    const result = await withUserErrors('es-ES', async () => {
      throw new DomainError('INVALID_INPUT', {
        params: { field: 'quantity' },
        field: ['input', 'quantity'],
        lineIds: ['12'],
      });
    });
    expect(result).toEqual({
      userErrors: [
        {
          code: 'INVALID_INPUT',
          message: 'El valor de quantity no es válido',
          field: ['input', 'quantity'],
          lineIds: ['12'],
          retryAfterSeconds: null,
        },
      ],
    });
  });

  it('lets failures the user did not cause travel as errors', async () => {
    await expect(
      withUserErrors('en-US', async () => Promise.reject(new DomainError('UNAUTHENTICATED'))),
    ).rejects.toThrow(DomainError);
    await expect(withUserErrors('en-US', async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
  });
});
