import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../registry';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const BuildInfoSchema = Type.Object({ buildId: Type.String() });

/** What the shell reports of a failure in the browser: a page it could not show, or a remote it could not load. */
export const ClientLogBodySchema = Type.Object(
  {
    status: Type.Integer({ minimum: 100, maximum: 599 }),
    path: Type.String({ minLength: 1, maxLength: 2048 }),
    message: Type.String({ maxLength: 4000 }),
    /** the remote that failed to load, and the version the registry gave this browser */
    remote: Type.Optional(Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)))),
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$' })),
  },
  { additionalProperties: false },
);

export const RemoteFailuresSchema = Type.Array(
  Type.Object({ remote: Type.String(), version: Type.String(), failures: Type.Integer(), lastMessage: Type.String() }),
);
