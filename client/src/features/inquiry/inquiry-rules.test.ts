import { describe, expect, it } from 'vitest';
import { formFieldOf, inquiryInput, inquiryProblems, type InquiryDraft } from './inquiry-rules';

const draft: InquiryDraft = {
  projectName: 'Motor driver',
  annualUsage: '20,000',
  targetPrice: '1.25',
  companyName: 'Acme',
  companyAddress: '',
  contactName: 'Li Lei',
  contactPhone: '13800000000',
  message: '',
  quantity: '5000',
};

describe('inquiry form rules', () => {
  it('accepts a complete draft and builds the input in 0.0001 yuan', () => {
    expect([...inquiryProblems(draft, { withPart: true })]).toEqual([]);
    expect(inquiryInput(draft, '7')).toMatchObject({ annualUsage: 20000, targetUnitPriceMilli: 12500, quantity: 5000 });
    expect(inquiryInput({ ...draft, targetPrice: '' }, null)).toMatchObject({
      targetUnitPriceMilli: null,
      quantity: null,
    });
  });

  it('names every field the server would refuse', () => {
    const bad = {
      ...draft,
      projectName: ' ',
      annualUsage: '0',
      targetPrice: '1.23456',
      contactPhone: '123',
      quantity: 'x',
    };
    expect([...inquiryProblems(bad, { withPart: true })].sort()).toEqual(
      ['annualUsage', 'contactPhone', 'projectName', 'quantity', 'targetPrice'].sort(),
    );
    expect(inquiryProblems({ ...draft, quantity: '' }, { withPart: false }).has('quantity')).toBe(false);
  });

  it('maps server field paths to form fields', () => {
    expect(formFieldOf(['input', 'targetUnitPriceMilli'])).toBe('targetPrice');
    expect(formFieldOf(['input', 'contactPhone'])).toBe('contactPhone');
    expect(formFieldOf(null)).toBeNull();
  });
});
