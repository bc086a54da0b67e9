import { isRefusedAttempt, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are new each time and fit the server pattern', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('are renewed only after a refusal, not after a lost answer', () => {
    expect(isRefusedAttempt({ status: 409, message: 'нет в наличии' })).toBe(true);
    expect(isRefusedAttempt({ status: 422 })).toBe(true);
    expect(isRefusedAttempt({ status: 503 })).toBe(false);
    expect(isRefusedAttempt({ status: 'FETCH_ERROR' })).toBe(false);
    expect(isRefusedAttempt(null)).toBe(false);
  });
});
