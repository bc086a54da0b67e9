import type { CategoryNode } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  path: string[];
  direct_count: number;
}

/** The whole tree, siblings by position; each count includes the products on sale of all descendants. */
export async function categoryTree(db: Queryable): Promise<CategoryNode[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT c.id, c.parent_id, c.name, c.slug, c.path, COALESCE(p.count, 0)::int AS direct_count
       FROM categories c
       LEFT JOIN (SELECT category_id, count(*) AS count FROM products WHERE withdrawn_at IS NULL GROUP BY category_id) p ON p.category_id = c.id
      ORDER BY c.position, c.id`,
  );
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      slug: row.slug,
      path: [...row.path],
      productCount: row.direct_count,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: CategoryNode): number => {
    node.productCount += node.children.reduce((sum, child) => sum + total(child), 0);
    return node.productCount;
  };
  roots.forEach(total);
  return roots;
}

/** The catalogue's top-level categories, in menu order. */
export async function topCategories(db: Queryable): Promise<Array<{ id: number; name: string; slug: string }>> {
  const { rows } = await db.query<{ id: number; name: string; slug: string }>(
    'SELECT id, name, slug FROM categories WHERE parent_id IS NULL ORDER BY position, id',
  );
  return rows;
}
