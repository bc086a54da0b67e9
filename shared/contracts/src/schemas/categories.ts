import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const categoryProperties = {
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
  path: Type.Array(Type.String(), { description: 'slugs from the root down to this category' }),
  productCount: Type.Integer({ description: 'products in this category and all below it' }),
};

export const CategorySchema = Type.Object(categoryProperties);

/** A tree node; `children` nest to any depth. */
export const CategoryNodeSchema = Type.Recursive(
  (Node) => Type.Object({ ...categoryProperties, children: Type.Array(Node) }),
  { $id: 'CategoryNode' },
);

export const CategoryTreeSchema = Type.Array(CategoryNodeSchema);

/** GET /categories: `depth` levels of the tree from the top (since 1.15.0), the whole tree without it. */
export const CategoryTreeQuerySchema = Type.Object({
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
});

export type CategoryNodeStatic = Static<typeof CategoryNodeSchema>;
