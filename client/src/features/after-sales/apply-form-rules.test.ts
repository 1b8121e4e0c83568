import { describe, expect, it } from 'vitest';
import { applicationForm, proofForm } from './after-sale-form-data';
import { applyFormProblems, pickedLines, type ApplyFormValues } from './apply-form-rules';

const lines = [
  { orderLineId: '5', availableQuantity: 5 },
  { orderLineId: '6', availableQuantity: 0 },
];
const valid: ApplyFormValues = {
  type: 'RETURN_AND_REFUND',
  quantities: { '5': 2 },
  reasonCode: 'QUALITY',
  explanation: '',
  contactPhone: '13800138000',
  imageCount: 0,
};
const reasons = ['QUALITY', 'NO_REASON'];

describe('the apply form', () => {
  it('has no problem when type, lines, reason and phone are right', () => {
    expect(applyFormProblems(valid, lines, reasons)).toEqual({});
  });

  it('asks for a type, a line and a reason of that type', () => {
    const problems = applyFormProblems({ ...valid, type: null, quantities: {}, reasonCode: 'OTHER' }, lines, reasons);
    expect(problems).toEqual({
      type: 'afterSale.errors.typeRequired',
      lines: 'afterSale.errors.linesRequired',
      reasonCode: 'afterSale.errors.reasonRequired',
    });
  });

  it('refuses more units than the line still has available', () => {
    expect(applyFormProblems({ ...valid, quantities: { '5': 6 } }, lines, reasons).lines).toBe(
      'afterSale.errors.quantityTooMany',
    );
    expect(applyFormProblems({ ...valid, quantities: { '5': 1, '6': 1 } }, lines, reasons).lines).toBe(
      'afterSale.errors.quantityTooMany',
    );
    expect(applyFormProblems({ ...valid, quantities: { '5': 5 } }, lines, reasons).lines).toBeUndefined();
  });

  it('checks the contact phone with the shared phone rule', () => {
    expect(applyFormProblems({ ...valid, contactPhone: '12345' }, lines, reasons).contactPhone).toBe(
      'rules.PHONE_INVALID',
    );
    expect(
      applyFormProblems({ ...valid, contactPhone: ' 138 0013 8000 ' }, lines, reasons).contactPhone,
    ).toBeUndefined();
  });

  it('caps the explanation and the images', () => {
    const problems = applyFormProblems({ ...valid, explanation: '字'.repeat(501), imageCount: 7 }, lines, reasons);
    expect(problems.explanation).toBe('afterSale.errors.explanationTooLong');
    expect(problems.images).toBe('afterSale.errors.tooManyImages');
    expect(applyFormProblems({ ...valid, explanation: '字'.repeat(500), imageCount: 6 }, lines, reasons)).toEqual({});
  });

  it('sends only the lines with a quantity, in the order of the order', () => {
    expect(pickedLines({ quantities: { '6': 0, '5': 2 } }, lines)).toEqual([{ orderLineId: '5', quantity: 2 }]);
  });
});

describe('the upload bodies', () => {
  const fields = {
    type: 'RETURN_AND_REFUND',
    reasonCode: 'QUALITY',
    explanation: ' cracked ',
    contactPhone: '13800138000',
    lines: [{ orderLineId: '5', quantity: 2 }],
  };
  const image = new File([new Uint8Array([1])], 'proof.png', { type: 'image/png' });

  it('names the fields as the apply route reads them, lines as JSON text and images as "file"', () => {
    const form = applicationForm({ orderId: '12' }, fields, [image, image]);
    expect(form.get('order_id')).toBe('12');
    expect(form.get('id')).toBeNull();
    expect(form.get('reason')).toBe('QUALITY');
    expect(form.get('explanation')).toBe('cracked');
    expect(form.get('contact_phone')).toBe('13800138000');
    expect(JSON.parse(form.get('lines') as string)).toEqual([{ order_line_id: '5', quantity: 2 }]);
    expect(form.getAll('file')).toHaveLength(2);
  });

  it('sends the request id to resubmit and to add proof', () => {
    expect(applicationForm({ id: '9' }, fields, []).get('id')).toBe('9');
    const proof = proofForm('9', [image]);
    expect(proof.get('id')).toBe('9');
    expect(proof.getAll('file')).toHaveLength(1);
  });
});
