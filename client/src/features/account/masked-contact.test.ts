import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masked-contact';

describe('maskEmail', () => {
  it('keeps the first two letters of the name and the whole domain', () => {
    expect(maskEmail('abcdef@example.com')).toBe('ab***@example.com');
  });

  it('keeps one letter of a short name', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('hides something that is no address at all', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });

  it('leaves an address the server already masked', () => {
    expect(maskEmail('ab***@example.com')).toBe('ab***@example.com');
  });
});

describe('maskPhone', () => {
  it('hides the middle four digits of a mainland mobile and keeps the area code', () => {
    expect(maskPhone('+86 13800138000')).toBe('+86 138****8000');
  });

  it('masks a shorter number around its middle', () => {
    expect(maskPhone('+852 91234567')).toBe('+852 91****67');
  });

  it('masks a number without an area code', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('***45');
  });

  it('leaves a number the server already masked', () => {
    expect(maskPhone('+86 138****8000')).toBe('+86 138****8000');
  });
});
