import { act } from '@testing-library/react';
import { BusContext, createBus } from '@apteka/bus';
import type { BusEventMap } from '@apteka/contracts';
import { holdPaintsInEachTest, renderWithTheme } from '@apteka/ui/testing';
import { PageTitle } from './page-title';

const FIRST_TITLE = 'Нурофен — купить в интернет-аптеке Самсон-Фарма';

function renderTitle(path: string, notFound = false) {
  window.history.replaceState(null, '', path);
  document.title = FIRST_TITLE;
  const bus = createBus();
  const titled: Array<BusEventMap['page/titled']> = [];
  bus.on('page/titled').subscribe((event) => titled.push(event));
  const view = renderWithTheme(
    <BusContext.Provider value={bus}>
      <PageTitle notFound={notFound} />
    </BusContext.Provider>,
  );
  const navigate = (to: string) =>
    act(() => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  return { ...view, titled, navigate };
}

describe('the page title the shell writes', () => {
  const frames = holdPaintsInEachTest();

  it('names the home page and a section page after a move, as the server names them', () => {
    const view = renderTitle('/catalog/product/nurofen');
    view.navigate('/moskva-1/basket/');
    expect(document.title).toBe(FIRST_TITLE);
    frames.paint();
    expect(document.title).toBe('Корзина — интернет-аптека Самсон-Фарма');
    expect(view.titled).toEqual([{ path: '/moskva-1/basket/', title: 'Корзина — интернет-аптека Самсон-Фарма' }]);
    view.navigate('/');
    frames.paint();
    expect(document.title).toBe('Интернет-аптека Самсон-Фарма: лекарства и товары для здоровья');
  });

  it('leaves a page named after what it shows to the remote that draws it', () => {
    const view = renderTitle('/basket');
    frames.paint();
    expect(document.title).toBe('Корзина — интернет-аптека Самсон-Фарма');
    view.navigate('/catalog/product/aspirin');
    frames.paint();
    expect(document.title).toBe('Корзина — интернет-аптека Самсон-Фарма');
    view.navigate('/lk');
    frames.paint();
    expect(document.title).toBe('Личный кабинет — интернет-аптека Самсон-Фарма');
    expect(view.titled.map((event) => event.path)).toEqual(['/basket', '/lk']);
  });

  it('names an address no remote owns as not found', () => {
    renderTitle('/no-such-page', true);
    frames.paint();
    expect(document.title).toBe('Страница не найдена — интернет-аптека Самсон-Фарма');
  });
});
