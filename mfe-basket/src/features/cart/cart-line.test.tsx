import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { formatPrice } from '@apteka/ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { mockApi } from '@apteka/api-client/testing';
import { makeStore } from '../../remote';
import { line } from '../../testing/fixtures';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { lineStatusText } from './line-status';

function renderLine(item = line({ productId: 1, name: 'Аспирин' }), api = mockApi(), at = '/basket/') {
  const onQuantity = jest.fn();
  const onRemove = jest.fn();
  renderWithTheme(
    <Provider store={makeStore({ client: api.client, retries: 0 })}>
      <MemoryRouter initialEntries={[at]}>
        <ul>
          <CartLine item={item} onQuantity={onQuantity} onRemove={onRemove} />
        </ul>
      </MemoryRouter>
    </Provider>,
  );
  return { onQuantity, onRemove, api };
}

describe('basket line', () => {
  it('offers a quantity stepper for the line and removes it', async () => {
    const { onRemove } = renderLine(line({ productId: 1, name: 'Аспирин', quantity: 2 }));
    expect(screen.getByRole('group', { name: 'Количество: Аспирин' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Количество' })).toHaveValue('2');

    await userEvent.click(screen.getByRole('button', { name: 'Удалить Аспирин из корзины' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("links to the product's page, keeping the region segment of the page it is on", () => {
    renderLine(line({ productId: 7, slug: 'aspirin-7', name: 'Аспирин' }), mockApi(), '/kazan-16/basket/');
    expect(screen.getByRole('link', { name: 'Аспирин' })).toHaveAttribute(
      'href',
      '/kazan-16/catalog/product/aspirin-7',
    );
  });

  it.each([
    [line({ productId: 1, name: 'a', availableQuantity: 20 }), 'Есть в наличии', false],
    [line({ productId: 1, name: 'a', availableQuantity: 2 }), 'Осталось мало', false],
    [
      line({ productId: 1, name: 'a', quantity: 5, status: 'not_enough', availableQuantity: 2 }),
      'Доступно только 2 шт.',
      true,
    ],
    [
      line({ productId: 1, name: 'a', status: 'not_available', availableQuantity: 0 }),
      'Нет в наличии в выбранной аптеке',
      true,
    ],
    [
      line({ productId: 1, name: 'a', status: 'not_available_delivery', isPrescription: true }),
      'Рецептурный товар: только самовывоз из аптеки',
      true,
    ],
    [line({ productId: 1, name: 'a', status: 'deleted', price: null }), 'Нет в продаже в выбранном регионе', true],
  ])('status %#: %s', (item, text, blocking) => {
    expect(lineStatusText(item)).toEqual({ text, blocking });
  });

  it('offers replacements for an unavailable line and swaps on choice', async () => {
    const api = mockApi({
      'GET /cart/5/replace': {
        data: {
          productId: 5,
          replacements: [
            {
              productId: 6,
              slug: 's',
              name: 'Аналог',
              image: '',
              price: { base: 9900, special: null },
              availableQuantity: 4,
            },
          ],
        },
      },
      'POST /cart/5/replace': ({ body }) => ({ data: { id: 'x', items: [], count: 0, replaced: body } }),
    });
    renderLine(line({ productId: 5, name: 'Редкое', status: 'not_available', availableQuantity: 0 }), api);
    await userEvent.click(screen.getByRole('button', { name: 'Подобрать замену' }));
    expect(await screen.findByText(`Аналог — ${formatPrice(9900)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Заменить на Аналог' }));
    expect(api.calls).toContain('POST /cart/5/replace');
  });
});

describe('basket totals', () => {
  it('shows every sum from the server, savings with a minus, free delivery as a word', () => {
    renderWithTheme(
      <CartTotals totals={{ goods: 100000, discount: 10000, coupon: 9000, bonus: 5000, delivery: 0, total: 76000 }} />,
    );
    const totals = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(totals).toHaveTextContent(`Товары${formatPrice(100000)}`);
    expect(totals).toHaveTextContent(`Скидка−${formatPrice(10000)}`);
    expect(totals).toHaveTextContent(`Купон−${formatPrice(9000)}`);
    expect(totals).toHaveTextContent(`Бонусы−${formatPrice(5000)}`);
    expect(totals).toHaveTextContent('ДоставкаБесплатно');
    expect(totals).toHaveTextContent(`Итого${formatPrice(76000)}`);
  });

  it('hides savings that are zero and shows a delivery cost', () => {
    renderWithTheme(
      <CartTotals totals={{ goods: 100000, discount: 0, coupon: 0, bonus: 0, delivery: 29900, total: 129900 }} />,
    );
    const totals = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(totals).not.toHaveTextContent('Скидка');
    expect(totals).not.toHaveTextContent('Купон');
    expect(totals).toHaveTextContent(`Доставка${formatPrice(29900)}`);
  });
});
