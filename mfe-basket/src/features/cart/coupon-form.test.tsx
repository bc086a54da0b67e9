import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import { Root } from '../../root';
import { makeStore } from '../../store';
import { CART } from '../../testing/fixtures';

describe('coupon field', () => {
  it("shows 'Некорректный купон' for a rejected code and 'Условия применения соблюдены' for a good one", async () => {
    const api = mockApi({
      'GET /cart/': { data: CART },
      'POST /cart/input/coupon': ({ body }) =>
        (body as { coupon: string }).coupon === 'ZDOROVIE10'
          ? { data: { ...CART, coupon: { code: 'ZDOROVIE10', applied: true, message: 'Условия применения соблюдены' }, totals: { ...CART.totals, coupon: 5703, total: 51327 } } }
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
