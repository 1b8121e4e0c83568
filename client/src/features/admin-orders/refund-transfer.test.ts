import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmRefundTransfer, MAX_TRANSFER_PROOFS, transferProofProblem } from './refund-transfer';

// The session and the language come from cookies and i18next in the browser; here they are fixed values.
vi.mock('../session/session-store', () => ({ getSessionToken: () => 'staff-token' }));
vi.mock('../../i18n/i18n', () => ({ currentLocale: () => 'ru' }));

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const images = (count: number) => Array.from({ length: count }, (_, index) => image(`proof-${index}.png`));

describe('refund transfer proofs', () => {
  it('asks for one to six receipts', () => {
    expect(transferProofProblem([])).toBe('none');
    expect(transferProofProblem(images(1))).toBeNull();
    expect(transferProofProblem(images(MAX_TRANSFER_PROOFS))).toBeNull();
    expect(transferProofProblem(images(MAX_TRANSFER_PROOFS + 1))).toBe('tooMany');
  });
});

describe('confirmRefundTransfer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts refund_id and every receipt in a field named file', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    const answer = await confirmRefundTransfer('42', images(2));
    expect(answer).toEqual({ code: 1, msg: 'ok' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/admin/refund/confirm-transfer');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'user-token': 'staff-token', lang: 'ru' });
    const form = init.body as FormData;
    expect(form.get('refund_id')).toBe('42');
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['proof-0.png', 'proof-1.png']);
  });
});
