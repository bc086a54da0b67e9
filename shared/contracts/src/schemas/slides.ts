import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

export const SlideTypeSchema = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{0,39}$',
  description: 'HOME_TOP, HOME_SIDE, ...',
});

export const SlideSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  images: Type.Object({ base: Type.String(), small: Type.String() }),
  link: Type.String(),
  promoSlug: Nullable(Type.String()),
  analytics: Type.Object({ brand: Nullable(Type.String()), product_name: Nullable(Type.String()) }),
  ord: Nullable(Type.String({ description: 'advertising marking token' })),
  open_link_in_new_tab: Type.Boolean(),
});

export const SlideListSchema = Type.Array(SlideSchema);

export const SlidesQuerySchema = Type.Object({
  type: Type.Optional(SlideTypeSchema),
});
