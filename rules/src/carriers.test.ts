import { describe, expect, it } from 'vitest';
import { carrierCodes, normalizeWaybill, waybillProblem } from './carriers.js';

describe('carriers', () => {
  it('checks each carrier by its own waybill shape', () => {
    expect(waybillProblem('SF', 'SF1234567890123')).toBeNull();
    expect(waybillProblem('SF', 'sf 123456789012')).toBeNull();
    expect(waybillProblem('SF', '123456789012')).toBe('WAYBILL_INVALID');
    expect(waybillProblem('UPS', '1Z999AA10123456784')).toBeNull();
    expect(waybillProblem('EMS', 'EA123456789CN')).toBeNull();
    expect(waybillProblem('DHL', 'SF1234567890123')).toBe('WAYBILL_INVALID');
    expect(waybillProblem('OTHER', 'ab-123456')).toBeNull();
    expect(waybillProblem('OTHER', '12')).toBe('WAYBILL_INVALID');
  });

  it('refuses a carrier it does not know', () => {
    expect(waybillProblem('POSTMAN_PAT', 'SF1234567890123')).toBe('CARRIER_UNKNOWN');
    expect(carrierCodes).toContain('YUNDA');
    expect(normalizeWaybill(' jd 0012 ')).toBe('JD0012');
  });
});
