import { Type, type Static } from '@sinclair/typebox';

/** The alphabetical directories: trade names (/alphabet), brands, manufacturers and active substances (/alphabet_mnn). */
export const ALPHABET_DIRECTORIES = ['trade-names', 'brands', 'manufacturers', 'substances'] as const;
export type AlphabetDirectory = (typeof ALPHABET_DIRECTORIES)[number];

export const AlphabetDirectoryParamsSchema = Type.Object({ directory: Type.String({ maxLength: 40 }) });
export const AlphabetLetterParamsSchema = Type.Object({
  directory: Type.String({ maxLength: 40 }),
  letter: Type.String({ maxLength: 20 }),
});
export const AlphabetNameParamsSchema = Type.Object({
  directory: Type.String({ maxLength: 40 }),
  letter: Type.String({ maxLength: 20 }),
  slug: Type.String({ maxLength: 200 }),
});

export const AlphabetLettersSchema = Type.Object({
  directory: Type.String(),
  /** only letters with at least one name sold in the shopper's region, in strip order */
  letters: Type.Array(
    Type.Object({ letter: Type.String(), count: Type.Integer({ description: 'names under the letter' }) }),
  ),
});

const AlphabetEntrySchema = Type.Object({
  slug: Type.String(),
  label: Type.String(),
  /** the region's products with this name */
  count: Type.Integer(),
});

export const AlphabetNamesSchema = Type.Object({
  directory: Type.String(),
  letter: Type.String(),
  names: Type.Array(AlphabetEntrySchema),
});

/** One name and the `/products` filter that lists its products. */
export const AlphabetNameSchema = Type.Object({
  directory: Type.String(),
  letter: Type.String(),
  name: AlphabetEntrySchema,
  filter: Type.Object({
    key: Type.Union([
      Type.Literal('tradeName'),
      Type.Literal('brand'),
      Type.Literal('manufacturer'),
      Type.Literal('substance'),
    ]),
    value: Type.String(),
  }),
});

export type AlphabetLetters = Static<typeof AlphabetLettersSchema>;
export type AlphabetNames = Static<typeof AlphabetNamesSchema>;
export type AlphabetName = Static<typeof AlphabetNameSchema>;
