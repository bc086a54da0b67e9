import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { headerProps } from '../testing/header-props';
import { mockApi, renderShell } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';

const props = headerProps();

describe('the phone location sheet', () => {
  it('opens the city list from the sheet', async () => {
    mockApi(({ url }) => (url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} }));
    renderShell(<Header {...props} />);
    await userEvent.click(screen.getByTestId('location-line'));
    const sheet = screen.getByRole('dialog', { name: 'Город и способ получения' });
    await userEvent.click(within(sheet).getByTestId('region-button'));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Город и способ получения' })).not.toBeInTheDocument();
  });

  it('asks for the cities as the sheet opens, so their list is ready when the city is tapped', async () => {
    const asked: string[] = [];
    mockApi(({ url }) => {
      asked.push(url ?? '');
      return url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} };
    });
    renderShell(<Header {...props} />);
    expect(asked).not.toContain('/regions/');
    await userEvent.click(screen.getByTestId('location-line'));
    await waitFor(() => expect(asked).toContain('/regions/'));
    expect(screen.queryByRole('dialog', { name: 'Выберите город' })).not.toBeInTheDocument();
  });
});
