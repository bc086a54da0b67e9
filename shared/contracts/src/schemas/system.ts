import { Type } from '@sinclair/typebox';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const BuildInfoSchema = Type.Object({ buildId: Type.String() });

/** What the shell's site-unavailable page reports. */
export const ClientLogBodySchema = Type.Object(
  {
    status: Type.Integer({ minimum: 100, maximum: 599 }),
    path: Type.String({ minLength: 1, maxLength: 2048 }),
    message: Type.String({ maxLength: 4000 }),
  },
  { additionalProperties: false },
);
