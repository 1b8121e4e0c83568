import { describe, expect, it } from 'vitest';
import { auditFilterOf } from './audit-filter';

describe('the audit search filter', () => {
  it('leaves out empty fields and includes the whole `to` day', () => {
    const filter = auditFilterOf({ actorId: ' 7 ', what: '', from: '2026-05-01', to: '2026-05-02', subjectId: '' });
    expect(filter.actorId).toBe('7');
    expect(filter).not.toHaveProperty('what');
    expect(filter).not.toHaveProperty('subjectId');
    expect(new Date(filter.to!).getTime() - new Date(filter.from!).getTime()).toBe(2 * 24 * 3600_000);
  });
});
