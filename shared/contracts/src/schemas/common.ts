import { Type, type TSchema } from '@sinclair/typebox';

/** `T | null`, the way OpenAPI and fast-json-stringify both understand it. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApiErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'machine-readable code, e.g. not_found, validation, csrf' }),
    message: Type.String({ description: 'human-readable Russian text for the customer' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'a Russian message per form field the answer refuses, for the form to show beside each field',
      }),
    ),
  },
  { $id: 'ApiError' },
);

export const GeoPointSchema = Type.Object({ lat: Type.Number(), lon: Type.Number() });

/** Database ids in paths and queries: positive integers only, so 'abc' or '-1' is a 400, not a 500. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const IdParamsSchema = Type.Object({ id: IdSchema });
