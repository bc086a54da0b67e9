import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { CART } from '../../testing/fixtures';

describe('bonus field', () => {
  it('shows the balance and the limit and sends the bonuses to spend', async () => {
    const bodies: unknown[] = [];
    const api = mockApi({
      'GET /cart/': { data: { ...CART, bonus: { balance: 250, max: 171, applied: 0 } } },
      'POST /cart/input/bonus': ({ body }) => (
        bodies.push(body),
        {
          data: {
            ...CART,
            bonus: { balance: 250, max: 171, applied: 171 },
            totals: { ...CART.totals, bonus: 17100, total: 39930 },
          },
        }
      ),
    });
    window.history.pushState({}, '', '/basket/');
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    const input = await screen.findByLabelText('Списать бонусы');
    expect(input).toHaveAccessibleDescription('На счёте 250 бонусов, к этому заказу можно списать до 171');
    await userEvent.click(screen.getByRole('button', { name: 'Списать' }));
    expect(bodies).toEqual([{ bonus: 171 }]);
    expect(await screen.findByText('Бонусы')).toBeInTheDocument();
  });
});

describe('coupon field', () => {
  it("shows 'Некорректный купон' for a rejected code and 'Условия применения соблюдены' for a good one", async () => {
    const api = mockApi({
      'GET /cart/': { data: CART },
      'POST /cart/input/coupon': ({ body }) =>
        (body as { coupon: string }).coupon === 'ZDOROVIE10'
          ? {
              data: {
                ...CART,
                coupon: { code: 'ZDOROVIE10', applied: true, message: 'Условия применения соблюдены' },
                totals: { ...CART.totals, coupon: 5703, total: 51327 },
              },
            }
          : { status: 422, data: { error: 'coupon_invalid', message: 'Некорректный купон' } },
    });
    window.history.pushState({}, '', '/basket/');
    renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
    const input = await screen.findByLabelText('Промокод');
    await userEvent.type(input, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Некорректный купон')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, 'ZDOROVIE10');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Условия применения соблюдены')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).toHaveTextContent('Купон');
  });
});
