import { describe, expect, it } from 'vitest';
import { validateAddress, validateDetail, validateLabel, validateName, validatePostalCode } from './address-validation';

const valid = {
  consignee: '张伟',
  areaCode: '86',
  phone: '138 0013 8000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  district: '',
  postalCode: '518057',
  detail: '深南大道10000号3栋401室',
  label: 'Home',
  isDefault: false,
};

describe('address validation', () => {
  it('accepts a complete mainland address and a foreign one without optional parts', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(
      validateAddress({
        ...valid,
        consignee: "Mary-Jane O'Neil",
        areaCode: '1',
        phone: '415-555-0100',
        country: 'US',
        postalCode: '',
        detail: '1 Market St, Suite #300',
        label: '',
      }),
    ).toEqual({});
  });

  it('refuses missing region parts, a wrong phone and a wrong mainland postal code', () => {
    expect(validateAddress({ ...valid, province: ' ', city: '', phone: '12345', postalCode: '51805' })).toEqual({
      phone: 'rules.PHONE_INVALID',
      province: 'rules.ADDRESS_REGION_REQUIRED',
      city: 'rules.ADDRESS_REGION_REQUIRED',
      postalCode: 'rules.POSTAL_CODE_INVALID',
    });
    expect(validatePostalCode('sw1a 1aa', 'DE')).toBeUndefined();
  });

  it('refuses emoji and special characters in the detailed address, the name and the label', () => {
    expect(validateDetail('  ')).toBe('rules.ADDRESS_DETAIL_REQUIRED');
    expect(validateDetail('深南大道 🏠')).toBe('rules.ADDRESS_DETAIL_INVALID');
    expect(validateDetail('<b>1</b>')).toBe('rules.ADDRESS_DETAIL_INVALID');
    expect(validateDetail('x'.repeat(201))).toBe('rules.ADDRESS_DETAIL_INVALID');
    expect(validateName('')).toBe('rules.CONSIGNEE_NAME_INVALID');
    expect(validateName('Bob 😀')).toBe('rules.CONSIGNEE_NAME_INVALID');
    expect(validateLabel('Home!')).toBe('rules.ADDRESS_LABEL_INVALID');
    expect(validateLabel('Elevenchars')).toBe('rules.ADDRESS_LABEL_INVALID');
  });
});
