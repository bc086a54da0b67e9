import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentFileError, importContent } from '../../src/modules/content';
import { REPO_ROOT } from '../../src/platform/config';
import { engineForRoutes, openMigratedDatabase, type TestDatabase } from '../support/test-app';

const CATEGORIES = '- id: 1\n  slug: prostuda\n  name: Простуда\n- id: 2\n  slug: serdtse\n  name: Сердце\n';
const AUTHOR = '---\nid: 1\nname: Анна Кузнецова\nposition: Провизор\ncredentials: Стаж 14 лет\n---\nБиография.\n';
const article = (id: number, extra = '', body = '## Раздел\n\nТекст статьи.') =>
  `---\nid: ${id}\ntitle: Статья ${id}\ndate: 2026-10-0${id}\nauthor: 1\ncategory: 1\ntags: [температура]\nsummary: Кратко.\n${extra}---\n${body}\n`;
const PROMOTION =
  '---\ntitle: Скидка на витамины\nkind: discount\nstarts: 2026-11-01\nends: 2026-12-31\nregions: [14]\ndiscount: 20\nproducts: [Solgar]\nsummary: Скидка.\n---\nУсловия.\n';
const NEWS = '---\nid: 1\ntitle: Открытие аптек\ndate: 2026-05-14\nsummary: Открылись.\n---\nТекст.\n';
const PAGE = '---\ntitle: О компании\ndescription: О нас.\n---\n## История\n\nТекст.\n';

async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  return folder;
}

const BASE = {
  'article-categories.yml': CATEGORIES,
  'authors/anna.md': AUTHOR,
  'articles/pervaya.md': article(1),
  'articles/vtoraya.md': article(2),
  'promotions/vitaminy.md': PROMOTION,
  'news/otkrytie.md': NEWS,
  'pages/about.md': PAGE,
};

describe.each(engineForRoutes)('content import (%s)', (engine) => {
  let database: TestDatabase;
  const folders: string[] = [];
  const folder = async (files: Record<string, string>) => {
    const made = await folderWith(files);
    folders.push(made);
    return made;
  };
  const count = async (table: string) =>
    (await database.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table} WHERE published`)).rows[0]!.n;

  beforeEach(async () => {
    database = await openMigratedDatabase(engine);
  });
  afterEach(async () => {
    await database?.dispose();
  });
  afterAll(async () => {
    await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
  });

  test('imports every kind, and a second run of the same files changes nothing', async () => {
    const source = await folder(BASE);
    const first = await importContent(database.db, source);
    expect(first.articles).toEqual({ created: 2, updated: 0, unchanged: 0, unpublished: 0 });
    expect(first.categoriesChanged).toBe(2);
    expect([await count('authors'), await count('promotions'), await count('news'), await count('info_pages')]).toEqual(
      [1, 1, 1, 1],
    );

    const stamps = async () =>
      (
        await database.db.query<{ slug: string; updated_at: string }>(
          'SELECT slug, updated_at::text FROM articles ORDER BY slug',
        )
      ).rows;
    const before = await stamps();
    const second = await importContent(database.db, source);
    expect(second.categoriesChanged).toBe(0);
    for (const kind of ['authors', 'articles', 'promotions', 'news', 'info_pages'] as const) {
      expect([kind, second[kind].created, second[kind].updated, second[kind].unpublished]).toEqual([kind, 0, 0, 0]);
    }
    expect(await stamps()).toEqual(before);
  });

  test('a changed file updates its row, a removed file unpublishes its page, and bringing it back publishes it', async () => {
    const source = await folder(BASE);
    await importContent(database.db, source);
    await writeFile(path.join(source, 'articles/pervaya.md'), article(1, '', '## Новый раздел\n\nНовый текст.'));
    await unlink(path.join(source, 'articles/vtoraya.md'));
    const report = await importContent(database.db, source);
    expect(report.articles).toEqual({ created: 0, updated: 1, unchanged: 0, unpublished: 1 });
    const { rows } = await database.db.query<{ slug: string; published: boolean; body_html: string }>(
      'SELECT slug, published, body_html FROM articles ORDER BY slug',
    );
    expect(rows.map((row) => [row.slug, row.published])).toEqual([
      ['pervaya', true],
      ['vtoraya', false],
    ]);
    expect(rows[0]!.body_html).toContain('Новый текст');

    await writeFile(path.join(source, 'articles/vtoraya.md'), article(2));
    expect((await importContent(database.db, source)).articles).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      unpublished: 0,
    });
    expect(await count('articles')).toBe(2);
  });

  test.each([
    ['articles/plokhaya.md', article(3, 'extra: 1\n'), 'articles/plokhaya.md', 'extra'],
    [
      'articles/plokhaya.md',
      article(3).replace('date: 2026-10-03', 'date: 2026-02-31'),
      'articles/plokhaya.md',
      'date',
    ],
    ['articles/plokhaya.md', article(3).replace('author: 1', 'author: 9'), 'articles/plokhaya.md', 'author'],
    ['articles/plokhaya.md', article(3).replace('tags: [температура]', 'tags: []'), 'articles/plokhaya.md', 'tags'],
    ['articles/dubl.md', article(1), 'articles/pervaya.md', 'id'],
    ['articles/plokhaya.md', 'без front matter', 'articles/plokhaya.md', null],
    [
      'promotions/plokhaya.md',
      PROMOTION.replace('ends: 2026-12-31', 'ends: 2026-10-01'),
      'promotions/plokhaya.md',
      'ends',
    ],
    ['promotions/plokhaya.md', PROMOTION.replace('kind: discount', 'kind: sale'), 'promotions/plokhaya.md', 'kind'],
    ['pages/Plokhaya.md', PAGE, 'pages/Plokhaya.md', null],
  ])('refuses %s with its path and field, and writes nothing of the run', async (name, text, file, field) => {
    const source = await folder({ ...BASE, [name]: text });
    const attempt = importContent(database.db, source);
    await expect(attempt).rejects.toBeInstanceOf(ContentFileError);
    const error = (await attempt.catch((problem: unknown) => problem)) as ContentFileError;
    expect([error.file === file || error.file === name, error.field]).toEqual([true, field]);
    expect([await count('articles'), await count('authors'), await count('article_categories')]).toEqual([0, 0, 0]);
  });

  test('sanitises a body: an embedded script or an onerror attribute never reaches a page', async () => {
    const source = await folder({
      ...BASE,
      'articles/pervaya.md': article(
        1,
        '',
        '## Раздел\n\nТекст <script>alert(document.cookie)</script><img src=x onerror="alert(1)"> [ссылка](javascript:alert(2))',
      ),
    });
    await importContent(database.db, source);
    const { rows } = await database.db.query<{ body_html: string }>(
      "SELECT body_html FROM articles WHERE slug = 'pervaya'",
    );
    expect(rows[0]!.body_html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(rows[0]!.body_html).toContain('<h2 id="razdel">Раздел</h2>');
  });
});

describe("the store's own content folder", () => {
  test('imports cleanly with the starting set: 40+ articles by 6 authors in several rubrics, 12 promotions, 10 news, every page', async () => {
    const database = await openMigratedDatabase('pglite');
    try {
      const report = await importContent(database.db, path.join(REPO_ROOT, 'content'));
      expect(report.articles.created).toBeGreaterThanOrEqual(40);
      expect([report.authors.created, report.promotions.created, report.news.created]).toEqual([6, 12, 10]);
      expect(report.info_pages.created).toBeGreaterThanOrEqual(30);
      const { rows } = await database.db.query<{ categories: number; tags: number; authors: number }>(
        `SELECT count(DISTINCT category_id)::integer AS categories, count(DISTINCT author_id)::integer AS authors,
                (SELECT count(DISTINCT tag)::integer FROM articles, unnest(tags) AS tag) AS tags FROM articles`,
      );
      expect(rows[0]!.categories).toBeGreaterThanOrEqual(5);
      expect(rows[0]!.authors).toBe(6);
      expect(rows[0]!.tags).toBeGreaterThanOrEqual(20);
    } finally {
      await database.dispose();
    }
  });
});
