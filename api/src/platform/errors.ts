/**
 * What went wrong with a request, said in the terms of the business and not of HTTP: modules throw these with a
 * machine code and a Russian message for the shopper; `platform/http` decides the status code of each kind.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'upstream_unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** for rate_limited: how long the client should wait before trying again */
    readonly retryAfterSeconds?: number,
    /** a Russian message per refused form field, for the form to show beside each */
    readonly fields?: Readonly<Record<string, string>>,
    /** what the caller needs to act on the refusal (a conflict's current state), sent beside the message */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The request itself is malformed or contradicts itself. */
export const invalid = (code: string, message: string) => new DomainError('invalid', code, message);
/** A form whose fields are refused: one message for the whole and one beside each field. */
export const invalidFields = (code: string, message: string, fields: Record<string, string>) =>
  new DomainError('invalid', code, message, undefined, fields);
/** The action needs a signed-in shopper (or a valid signature of the caller). */
export const unauthenticated = (code: string, message: string) => new DomainError('unauthenticated', code, message);
/** The caller is known but may not do this. */
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const notFound = (code: string, message: string) => new DomainError('not_found', code, message);
/** The thing existed and is no more to be had, for good (a product withdrawn from sale). */
export const gone = (code: string, message: string) => new DomainError('gone', code, message);
/** The thing exists but its state does not allow the action now. */
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
/** A conflict whose answer tells the state the caller did not know (the current version of a moved registry). */
export const conflictWith = (code: string, message: string, details: Record<string, unknown>) =>
  new DomainError('conflict', code, message, undefined, undefined, details);
/** Well-formed, but the business rules refuse it. */
export const unprocessable = (code: string, message: string) => new DomainError('unprocessable', code, message);
export const rateLimited = (code: string, message: string, retryAfterSeconds?: number) =>
  new DomainError('rate_limited', code, message, retryAfterSeconds);
/** An outside service the answer depends on did not answer. */
export const upstreamUnavailable = (code: string, message: string) =>
  new DomainError('upstream_unavailable', code, message);
