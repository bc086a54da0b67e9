import type { Queryable } from '../../platform/database/types';
import { clearAdCaches, createAdCaches } from './ad-caches';
import { builtinAdProvider } from './providers';

const bannerRow = (id: number) => ({
  id,
  title: `Баннер ${id}`,
  text: null,
  image: null,
  link: null,
  client_name: 'Производитель',
  token: `token-${id}`,
});

/** A database whose slot holds two banners and whose listings hold no ad picks, counting what it is asked. */
function database() {
  const asked: string[] = [];
  const db: Queryable = {
    query: async <T>(sql: string) => {
      const banners = sql.includes('cr.title');
      asked.push(banners ? 'banners' : 'picks');
      const rows = banners ? [bannerRow(1), bannerRow(2)] : [];
      return { rows: rows as T[], rowCount: rows.length } as never;
    },
  };
  return { db, asked };
}

const MOSCOW = {
  regionId: 14,
  chain: 'samson' as const,
  mode: 'pickup' as const,
  categoryPath: ['lekarstvennye-sredstva'],
};

describe('the built-in ad provider', () => {
  it("reads a page's banners once while they are kept, and still goes round them with each reload", async () => {
    const { db, asked } = database();
    const provider = builtinAdProvider(db, createAdCaches(20));
    const shown = [];
    for (const rotation of [0, 1, 2, 3]) shown.push((await provider.banner(MOSCOW, rotation))?.id);
    expect(shown).toEqual(['1', '2', '1', '2']);
    // either delivery mode shows the same banners
    await provider.banner({ ...MOSCOW, mode: 'courier' }, 0);
    expect(asked).toEqual(['banners']);
  });

  it('reads anew for another page or region, and after a change drops what it kept', async () => {
    const { db, asked } = database();
    const caches = createAdCaches(20);
    const provider = builtinAdProvider(db, caches);
    await provider.banner(MOSCOW, 0);
    await provider.banner({ ...MOSCOW, regionId: 2 }, 0);
    await provider.banner({ ...MOSCOW, categoryPath: undefined, productId: 7 }, 0);
    expect(asked).toHaveLength(3);
    clearAdCaches(caches);
    await provider.banner(MOSCOW, 0);
    expect(asked).toHaveLength(4);
  });

  it("keeps a listing's tiles per delivery mode, whose prices differ", async () => {
    const { db, asked } = database();
    const provider = builtinAdProvider(db, createAdCaches(20));
    expect(await provider.listing(MOSCOW, 2)).toEqual([]);
    await provider.listing(MOSCOW, 2);
    expect(asked).toEqual(['picks']);
    await provider.listing({ ...MOSCOW, mode: 'courier' }, 2);
    await provider.listing(MOSCOW, 3);
    expect(asked).toEqual(['picks', 'picks', 'picks']);
  });

  it('reads for every page where the catalogue keeps nothing', async () => {
    const { db, asked } = database();
    const provider = builtinAdProvider(db, createAdCaches(0));
    await provider.banner(MOSCOW, 0);
    await provider.banner(MOSCOW, 1);
    expect(asked).toEqual(['banners', 'banners']);
  });
});
