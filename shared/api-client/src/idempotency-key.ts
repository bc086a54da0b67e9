/**
 * A key for one attempt at a write the server must do once (placing an order, a reservation): a double click or a
 * retry after a lost answer sends the same key, so the server answers with what it already did.
 */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

/** A refused attempt (a 4xx) wrote nothing, so the next try is a new attempt; a lost answer keeps its key. */
export function isRefusedAttempt(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
