import {
  framePageTitle,
  goodsPageTitle,
  notFoundPageTitle,
  sectionTitleOf,
  withdrawnProductPageTitle,
} from './page-titles';

describe('page titles', () => {
  it('names a section page by its section', () => {
    expect(sectionTitleOf('/basket')).toBe('Корзина');
    expect(sectionTitleOf('/basket/checkout')).toBe('Корзина');
    expect(sectionTitleOf('/lk/orders')).toBe('Личный кабинет');
    expect(sectionTitleOf('/catalog/discounts')).toBe('Скидки');
    expect(sectionTitleOf('/catalog/search/kashel')).toBe('Поиск по каталогу');
    expect(sectionTitleOf('/stock/partners')).toBe('Акции');
    expect(sectionTitleOf('/articles')).toBe('Статьи о здоровье');
  });

  it('leaves a page named after what it shows, and an information page, to the page that draws it', () => {
    for (const path of [
      '/catalog/product/nurofen',
      '/catalog/lekarstva/ot-kashlya',
      '/articles/12',
      '/authors/3',
      '/news/novyj-god',
      '/stock/skidka-na-vitaminy',
      '/pharmacies/101',
      '/dostavka-oplata',
      '/',
    ]) {
      expect([path, sectionTitleOf(path)]).toEqual([path, null]);
    }
  });

  it('writes the home page’s and a section’s whole title with the store’s name', () => {
    expect(framePageTitle('/', 'Озерки')).toBe('Интернет-аптека Озерки: лекарства и товары для здоровья');
    expect(framePageTitle('/basket', 'Озерки')).toBe('Корзина — интернет-аптека Озерки');
    expect(framePageTitle('/catalog/product/nurofen', 'Озерки')).toBeNull();
    expect(notFoundPageTitle('Столетов')).toBe('Страница не найдена — интернет-аптека Столетов');
    expect(withdrawnProductPageTitle('Озерки')).toBe('Товар снят с продажи — интернет-аптека Озерки');
    expect(goodsPageTitle('Нурофен', 'Столетов')).toBe('Нурофен — купить в интернет-аптеке Столетов');
  });
});
