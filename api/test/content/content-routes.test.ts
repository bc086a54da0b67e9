import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  Article,
  ArticleList,
  ArticleTopics,
  AuthorPage,
  InfoPageContent,
  NewsList,
  Promotion,
  PromotionList,
} from '@apteka/contracts';
import { importContent } from '../../src/modules/content';
import { buildTestApp, engineForRoutes, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

/** A day `offset` days from today, as the content files write it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const running = `starts: ${day(-20)}\nends: ${day(40)}`;

const article = (id: number, date: string, category: number, tags: string, products = '') =>
  `---\nid: ${id}\ntitle: Статья ${id}\ndate: ${date}\nauthor: ${id % 2 === 0 ? 2 : 1}\ncategory: ${category}\ntags: [${tags}]\nsummary: О статье ${id}.\n${products}---\n## Введение\n\nТекст.\n\n### Подробнее\n\nЕщё текст.\n`;

const FILES: Record<string, string> = {
  'article-categories.yml':
    '- id: 1\n  slug: prostuda\n  name: Простуда и грипп\n- id: 2\n  slug: serdtse\n  name: Сердце\n',
  'authors/anna.md':
    '---\nid: 1\nname: Анна Кузнецова\nposition: Провизор\ncredentials: Стаж 14 лет\n---\nБиография Анны.\n',
  'authors/dmitriy.md':
    '---\nid: 2\nname: Дмитрий Орлов\nposition: Кардиолог\ncredentials: Стаж 18 лет\n---\nБиография Дмитрия.\n',
  'promotions/vezde.md': `---\ntitle: Скидка на витамины везде\nkind: discount\n${running}\nregions: all\ndiscount: 20\nproducts: [Solgar]\nsummary: Везде.\n---\nУсловия.\n`,
  'promotions/tolko-moskva.md': `---\ntitle: Только в Москве\nkind: special\n${running}\nregions: [14]\nproducts: [Нурофен]\nsummary: Москва.\n---\nУсловия.\n`,
  'promotions/linzy.md': `---\ntitle: Линзы\nkind: lenses\n${running}\nregions: all\ncategories: [kontaktnye-linzy]\nsummary: Линзы.\n---\nУсловия.\n`,
  'promotions/proshla.md': `---\ntitle: Прошедшая\nkind: gift\nstarts: ${day(-90)}\nends: ${day(-60)}\nregions: all\nsummary: Была.\n---\nУсловия.\n`,
  'news/odna.md': '---\nid: 1\ntitle: Новость\ndate: 2026-05-14\nsummary: Кратко.\n---\nТекст новости.\n',
  'pages/about.md': '---\ntitle: О компании\ndescription: О нас.\n---\n## История\n\nТекст.\n',
  'pages/loyalty-ozerki.md': '---\ntitle: Озерки Плюс\nbrands: [ozerki]\ndescription: Программа.\n---\nТекст.\n',
};
for (let id = 1; id <= 14; id++) {
  FILES[`articles/statya-${id}.md`] = article(
    id,
    `2026-10-${String(id).padStart(2, '0')}`,
    id <= 10 ? 1 : 2,
    id % 3 === 0 ? 'температура, дети' : 'профилактика',
    id === 14 ? 'products: [Нурофен, Несуществующий]\n' : '',
  );
}

describe.each(engineForRoutes)('content API (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let folder: string;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    folder = await mkdtemp(path.join(os.tmpdir(), 'content-api-'));
    for (const [name, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), text);
    }
    await importContent(database.db, folder);
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  test('lists articles newest first, 12 a page, by category and by tag', async () => {
    const visitor = new Visitor(app);
    const first = (await visitor.get('/api/content/articles')).json<ArticleList>();
    expect([first.total, first.pages, first.items.length]).toEqual([14, 2, 12]);
    expect(first.items.slice(0, 3).map((item) => item.id)).toEqual([14, 13, 12]);
    const second = (await visitor.get('/api/content/articles?page=2')).json<ArticleList>();
    expect(second.items.map((item) => item.id)).toEqual([2, 1]);
    const hearts = (await visitor.get('/api/content/articles?category=2')).json<ArticleList>();
    expect(hearts.items.map((item) => item.id)).toEqual([14, 13, 12, 11]);
    const tagged = (await visitor.get(`/api/content/articles?tag=${encodeURIComponent('дети')}`)).json<ArticleList>();
    expect(tagged.items.map((item) => item.id)).toEqual([12, 9, 6, 3]);
    const topics = (await visitor.get('/api/content/article-topics')).json<ArticleTopics>();
    expect(topics.categories).toEqual([
      { id: 1, slug: 'prostuda', name: 'Простуда и грипп', articles: 10 },
      { id: 2, slug: 'serdtse', name: 'Сердце', articles: 4 },
    ]);
    expect(topics.tags[0]).toEqual({ tag: 'профилактика', articles: 10 });
    expect((await visitor.get('/api/content/articles?page=0')).statusCode).toBe(400);
  });

  test('an article has its author, contents, the goods it names priced for the region, and related articles', async () => {
    const visitor = new Visitor(app);
    const answer = (await visitor.get('/api/content/articles/14')).json<Article>();
    expect(answer.author).toEqual({
      id: 2,
      name: 'Дмитрий Орлов',
      position: 'Кардиолог',
      credentials: 'Стаж 18 лет',
      photo: '/images/authors/2.svg',
    });
    expect(answer.toc).toEqual([
      { id: 'vvedenie', title: 'Введение', level: 2 },
      { id: 'podrobnee', title: 'Подробнее', level: 3 },
    ]);
    expect(answer.products.length).toBeGreaterThan(0);
    const unnamed = answer.products.filter((product) => !/нурофен/i.test(product.name));
    expect(unnamed.map((product) => product.name)).toEqual([]);
    expect(answer.products.every((product) => product.price !== null)).toBe(true);
    // the same category and a shared tag count more than the category alone
    expect(answer.related.map((item) => item.id)).toEqual([13, 11, 12]);
    expect((await visitor.get('/api/content/articles/999')).json()).toEqual({
      error: 'article_not_found',
      message: 'Статья не найдена.',
    });
    const photo = await visitor.get('/images/authors/2.svg');
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(photo.body).toContain('>ДО<');
  });

  test("an author's page lists their articles", async () => {
    const page = (await new Visitor(app).get('/api/content/authors/1')).json<AuthorPage>();
    expect(page.author.bioHtml).toBe('<p>Биография Анны.</p>');
    expect(page.articles.map((item) => item.id)).toEqual([13, 11, 9, 7, 5, 3, 1]);
    expect((await new Visitor(app).get('/api/content/authors/77')).statusCode).toBe(404);
  });

  test('promotions are per region and per day; a region-only one is not found elsewhere', async () => {
    const visitor = new Visitor(app);
    const moscow = (await visitor.get('/api/content/promotions')).json<PromotionList>();
    expect(moscow.items.map((item) => item.slug).sort()).toEqual(['linzy', 'tolko-moskva', 'vezde']);
    expect(
      (await visitor.get('/api/content/promotions?scope=lenses')).json<PromotionList>().items.map((item) => item.slug),
    ).toEqual(['linzy']);
    expect(
      (await visitor.get('/api/content/promotions?scope=special')).json<PromotionList>().items.map((item) => item.slug),
    ).toEqual(['tolko-moskva']);

    const promotion = (await visitor.get('/api/content/promotions/vezde')).json<Promotion>();
    expect([promotion.discount, promotion.ended, promotion.image]).toEqual([20, false, '/images/promotions/vezde.svg']);
    expect(promotion.products.length).toBeGreaterThan(0);
    expect(promotion.products.filter((product) => product.brand?.name !== 'Solgar')).toEqual([]);
    expect((await visitor.get('/api/content/promotions/proshla')).json<Promotion>().ended).toBe(true);

    await visitor.post('/api/delivery/update-region', { regionId: 27 });
    const petersburg = (await visitor.get('/api/content/promotions')).json<PromotionList>();
    expect(petersburg.items.map((item) => item.slug).sort()).toEqual(['linzy', 'vezde']);
    expect((await visitor.get('/api/content/promotions/tolko-moskva')).statusCode).toBe(404);
  });

  test('news by pages, one news item, and information pages of the brand only', async () => {
    const visitor = new Visitor(app);
    expect((await visitor.get('/api/content/news')).json<NewsList>()).toEqual({
      items: [{ slug: 'odna', title: 'Новость', date: '2026-05-14', summary: 'Кратко.' }],
      page: 1,
      pages: 1,
    });
    expect((await visitor.get('/api/content/news/odna')).json<{ html: string }>().html).toBe('<p>Текст новости.</p>');
    const about = (await visitor.get('/api/content/page?path=/basic-pages/about')).json<InfoPageContent>();
    expect([about.title, about.toc]).toEqual(['О компании', [{ id: 'istoriya', title: 'История', level: 2 }]]);
    expect((await visitor.get('/api/content/page?path=/basic-pages/loyalty-ozerki')).statusCode).toBe(404);
    expect((await visitor.get('/api/content/pages')).json()).toEqual({
      pages: [{ path: '/basic-pages/about', title: 'О компании' }],
    });
  });
});
