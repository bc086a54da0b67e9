import { videoEmbedUrl } from '@apteka/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { card, productDetail } from '../../testing/fixtures';

const analog = card(8, 'Ибупрофен таблетки 200 мг', { slug: 'ibuprofen-200' });

function renderProduct(detail = productDetail()) {
  window.history.pushState({}, '', `/catalog/product/${detail.slug}`);
  const api = mockApi({
    [`GET /products/${detail.slug}`]: { data: detail },
    'GET /products/7/analogs': { data: { items: [analog] } },
    'GET /products/7/discounts': { data: { items: [] } },
    'GET /products/7/form-type-links': {
      data: {
        items: [
          {
            id: 9,
            slug: 'nurofen-sirop',
            name: 'Нурофен сироп',
            formType: 'сироп',
            dosage: '100 мг/5 мл',
            price: { base: 31000, special: null },
          },
        ],
      },
    },
    'GET /products/7/sets': {
      data: { items: [{ name: 'Набор при простуде', items: [card(10, 'Термометр')], total: 52000 }] },
    },
    'GET /products/recommend': { data: { items: [card(11, 'Парацетамол таблетки')] } },
    'GET /products/visited': { data: { items: [card(12, 'Аспирин'), card(7, detail.name)] } },
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => bus.set('deliveryMode', 'pickup'));

describe('product page', () => {
  it('shows the name, prices with the discount, availability with pharmacies, attributes and info sections', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Нурофен таблетки 200 мг 20 шт' })).toBeInTheDocument();
    // the title the server gives the page, so moving between products keeps it true
    await waitFor(() =>
      expect(document.title).toBe('Нурофен таблетки 200 мг 20 шт — купить в интернет-аптеке Самсон-Фарма'),
    );
    expect(screen.getByRole('img', { name: 'Нурофен таблетки 200 мг 20 шт' })).toHaveAttribute(
      'src',
      '/images/products/7.svg',
    );
    const price = screen.getAllByTestId('price')[0]!;
    expect(price).toHaveTextContent('255 ₽');
    expect(price).toHaveTextContent('300 ₽');
    expect(price).toHaveTextContent('Скидка 15%');
    expect(screen.getByTestId('availability')).toHaveTextContent('Есть в наличии — в 3 аптеках');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Действующее вещество (МНН)' }).nextSibling).toHaveTextContent(
      'Ибупрофен',
    );
    expect(within(table).getByRole('link', { name: 'Нурофен' })).toHaveAttribute(
      'href',
      '/alphabet_brand/%D0%9D/nurofen',
    );
    expect(within(table).queryByRole('link', { name: 'Ибупрофен' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Инструкция по применению' })).toBeInTheDocument();
    expect(screen.getByText('Головная боль.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists analogues, other forms, sets, recommendations and recently viewed (without this product)', async () => {
    renderProduct();
    expect(await screen.findByRole('region', { name: 'Аналоги' })).toHaveTextContent('Ибупрофен таблетки 200 мг');
    expect(await screen.findByRole('link', { name: /сироп, 100 мг\/5 мл — 310 ₽/ })).toHaveAttribute(
      'href',
      '/catalog/product/nurofen-sirop',
    );
    expect(await screen.findByRole('heading', { name: 'Набор при простуде — 520 ₽' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Рекомендуем' })).toHaveTextContent('Парацетамол таблетки');
    const visited = await screen.findByRole('region', { name: 'Вы недавно смотрели' });
    expect(within(visited).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Скидки в этом разделе' })).not.toBeInTheDocument();
  });

  it('says a prescription item is sold only on prescription and only for pickup; "Нет МНН" comes from the attributes', async () => {
    renderProduct(
      productDetail({
        isPrescription: true,
        attributes: [{ key: 'mnn', label: 'Действующее вещество (МНН)', value: 'Нет МНН' }],
        availability: {
          status: 'in_stock',
          text: 'Есть в наличии',
          reportedText: 'Есть в наличии',
          pharmacies: 1,
          pickupOnly: true,
        },
      }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Отпускается только по рецепту врача. Доступен только самовывоз из аптеки',
    );
    expect(screen.getByTestId('availability')).toHaveTextContent('в 1 аптеке');
    expect(screen.getByRole('cell', { name: 'Нет МНН' })).toBeInTheDocument();
  });

  it('adds to the basket through the bus and asks again when the delivery mode changes', async () => {
    const api = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const adds: unknown[] = [];
    const sub = bus.on('basket/add-requested').subscribe((e) => adds.push(e));
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    sub.unsubscribe();
    expect(adds).toEqual([{ productId: 7, quantity: 1, source: 'product-page' }]);
    const detailCalls = () => api.calls.filter((c) => c === 'GET /products/nurofen-tabletki-200-mg-20-sht');
    expect(detailCalls()).toHaveLength(1);
    act(() => bus.set('deliveryMode', 'courier'));
    await waitFor(() => expect(detailCalls()).toHaveLength(2));
  });

  it('shows a rutube video as an embedded player', async () => {
    renderProduct(productDetail({ videos: ['https://rutube.ru/video/0123456789abcdef0123456789abcdef/'] }));
    expect(await screen.findByTitle('Видео: Нурофен таблетки 200 мг 20 шт')).toHaveAttribute(
      'src',
      'https://rutube.ru/play/embed/0123456789abcdef0123456789abcdef',
    );
    expect(videoEmbedUrl('https://example.com/v.mp4')).toBeNull();
  });

  it('answers an unknown product honestly', async () => {
    window.history.pushState({}, '', '/catalog/product/net-takogo');
    renderWithTheme(<Root store={makeStore({ client: mockApi().client, retries: 0 })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден' })).toBeInTheDocument();
  });

  it('says a product withdrawn from sale is no longer sold, and where to look instead', async () => {
    window.history.pushState({}, '', '/catalog/product/old-syrup');
    const api = mockApi({
      'GET /products/old-syrup': { status: 410, data: { error: 'gone', message: 'Товар снят с продажи' } },
    });
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар снят с продажи' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'каталоге' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Товар снят с продажи — интернет-аптека Самсон-Фарма'));
  });

  it("takes a renamed product's own address when opened by a former one, keeping the region and the query", async () => {
    const detail = productDetail();
    window.history.pushState({}, '', '/kazan-16/catalog/product/nurofen-old?utm_source=mail');
    const api = mockApi({
      'GET /products/nurofen-old': { data: detail },
      [`GET /products/${detail.slug}`]: { data: detail },
    });
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        `/kazan-16/catalog/product/${detail.slug}?utm_source=mail`,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: detail.name })).toBeInTheDocument();
  });
});
