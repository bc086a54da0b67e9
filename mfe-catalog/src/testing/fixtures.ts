import type { CategoryNode } from '@apteka/contracts';

const node = (id: number, parentId: number | null, name: string, path: string[], productCount: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parentId,
  name,
  slug: path[path.length - 1]!,
  path,
  productCount,
  children,
});

export const CATEGORY_TREE: CategoryNode[] = [
  node(1, null, 'Лекарства', ['lekarstva'], 1520, [
    node(11, 1, 'Простуда и грипп', ['lekarstva', 'prostuda-i-gripp'], 312, [
      node(111, 11, 'Жаропонижающие', ['lekarstva', 'prostuda-i-gripp', 'zharoponizhayushchie'], 41),
    ]),
    node(12, 1, 'Обезболивающие', ['lekarstva', 'obezbolivayushchie'], 204),
  ]),
  node(2, null, 'Витамины и БАД', ['vitaminy-i-bad'], 1),
];
