import { ApiErrorSchema } from '@apteka/contracts/schemas';

/** Documents the `{ error, message }` bodies a route may answer with. */
export function errorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof ApiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as Record<Code, typeof ApiErrorSchema>;
}
