import { act, render, waitFor } from '@testing-library/react';
import { BusContext, createBus } from '@apteka/bus';
import type { BusEventMap } from '@apteka/contracts';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  const bus = createBus();
  let titled: Array<BusEventMap['page/titled']>;
  let stop: () => void;
  const renderTitled = (title: string | null) =>
    render(
      <BusContext.Provider value={bus}>
        <Titled title={title} />
      </BusContext.Provider>,
    );

  beforeEach(() => {
    document.title = 'Интернет-аптека';
    window.history.replaceState(null, '', '/catalog/product/nurofen');
    titled = [];
    const subscription = bus.on('page/titled').subscribe((event) => titled.push(event));
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => stop());

  it('names the document once the page has painted, and again when the title changes, saying so each time', async () => {
    const { rerender } = renderTitled('Нурофен — купить в интернет-аптеке');
    expect(document.title).toBe('Интернет-аптека');
    expect(titled).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Нурофен — купить в интернет-аптеке'));
    expect(titled).toEqual([{ path: '/catalog/product/nurofen', title: 'Нурофен — купить в интернет-аптеке' }]);
    rerender(
      <BusContext.Provider value={bus}>
        <Titled title="Парацетамол — купить в интернет-аптеке" />
      </BusContext.Provider>,
    );
    await waitFor(() => expect(document.title).toBe('Парацетамол — купить в интернет-аптеке'));
    expect(titled.map((event) => event.title)).toEqual([
      'Нурофен — купить в интернет-аптеке',
      'Парацетамол — купить в интернет-аптеке',
    ]);
  });

  it('leaves the title to the next page when it goes before the paint, and as it is for null', async () => {
    const { unmount } = renderTitled('Нурофен — купить в интернет-аптеке');
    unmount();
    renderTitled(null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(document.title).toBe('Интернет-аптека');
    expect(titled).toEqual([]);
  });
});
