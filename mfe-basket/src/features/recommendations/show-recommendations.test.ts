import type { Brand } from '@apteka/contracts';
import { mockApi, type MockReply } from '@apteka/api-client/testing';
import { productCard } from '../../testing/fixtures';
import type { RecommendationsPopupProps } from './recommendations-popup';
import { recommendationsHost } from './show-recommendations';

// The real popup after an add is in recommendations.test.tsx; here a stand-in shows what the host asks to show,
// and tells when the popup's code is loaded (anew after each jest.resetModules()).
const mockRootLoaded = jest.fn();
const mockShown: RecommendationsPopupProps[] = [];
jest.mock('./recommendations-root', () => {
  mockRootLoaded();
  return { mountRecommendations: mockMountRecommendations };
});

function mockMountRecommendations(brand: Brand, props: RecommendationsPopupProps) {
  mockShown.push(props);
  const popup = document.body.appendChild(document.createElement('div'));
  popup.dataset.popup = brand;
  popup.textContent = props.items.map((item) => item.name).join(', ');
  return () => popup.remove();
}

const openPopups = () => [...document.querySelectorAll('[data-popup]')].map((popup) => popup.textContent);

const OFFERS = [productCard(21, 'Витамин C'), productCard(22, 'Цинк')];
const OTHER_OFFERS = [productCard(31, 'Магний')];

function setUp(answer: (productId: number) => MockReply | Promise<MockReply>) {
  const api = mockApi({ 'GET /products/recommend': ({ params }) => answer(Number(params.productId)) });
  const addOne = jest.fn(async () => true);
  return { api, addOne, host: recommendationsHost(api.client, 'ozerki', addOne) };
}

describe('the recommendations host', () => {
  beforeEach(() => {
    jest.resetModules();
    mockRootLoaded.mockReset();
    mockShown.length = 0;
  });
  afterEach(() => document.querySelectorAll('[data-popup]').forEach((popup) => popup.remove()));

  it("loads the popup's code only once there is something to offer, and shows the other products", async () => {
    let items = [productCard(12, 'Сам добавленный')];
    const { api, addOne, host } = setUp(() => ({ data: { items } }));

    await expect(host.show(12)).resolves.toBe(false);
    expect(mockRootLoaded).not.toHaveBeenCalled();
    expect(openPopups()).toEqual([]);

    items = [productCard(12, 'Сам добавленный'), ...OFFERS];
    await expect(host.show(12)).resolves.toBe(true);
    expect(api.calls).toEqual([
      'GET /products/recommend?productId=12&limit=5',
      'GET /products/recommend?productId=12&limit=5',
    ]);
    expect(mockRootLoaded).toHaveBeenCalledTimes(1);
    expect(openPopups()).toEqual(['Витамин C, Цинк']);
    expect(document.querySelector('[data-popup]')).toHaveAttribute('data-popup', 'ozerki');
    expect(mockShown[0]).toMatchObject({ basketHref: '/basket/', onAdd: addOne });

    host.close();
    expect(openPopups()).toEqual([]);
  });

  it("shows nothing when closed while the popup's code loads, and shows the next one", async () => {
    const { host } = setUp(() => ({ data: { items: OFFERS } }));
    host.close();
    // as when the service stops while the popup's code is on its way
    mockRootLoaded.mockImplementation(() => host.close());

    await expect(host.show(12)).resolves.toBe(false);
    expect(mockRootLoaded).toHaveBeenCalledTimes(1);
    expect(openPopups()).toEqual([]);

    await expect(host.show(12)).resolves.toBe(true);
    expect(openPopups()).toEqual(['Витамин C, Цинк']);
    host.close();
  });

  it('replaces an open popup with a newer one, and drops an older one that answers late', async () => {
    let answerFirst: (reply: MockReply) => void = () => undefined;
    const { host } = setUp((productId) =>
      productId === 12
        ? new Promise<MockReply>((resolve) => (answerFirst = resolve))
        : { data: { items: productId === 30 ? OTHER_OFFERS : OFFERS } },
    );

    const older = host.show(12);
    await expect(host.show(30)).resolves.toBe(true);
    answerFirst({ data: { items: OFFERS } });
    await expect(older).resolves.toBe(false);
    expect(openPopups()).toEqual(['Магний']);

    await expect(host.show(40)).resolves.toBe(true);
    expect(openPopups()).toEqual(['Витамин C, Цинк']);
    // a replaced popup closing late leaves the newer one open
    mockShown[0]!.onClose();
    expect(openPopups()).toEqual(['Витамин C, Цинк']);
    mockShown[1]!.onClose();
    expect(openPopups()).toEqual([]);
  });

  it('tells that nothing was shown when the popup cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = setUp(() => ({ data: { items: OFFERS } }));
    mockRootLoaded.mockImplementation(() => {
      throw new Error('ChunkLoadError');
    });

    await expect(host.show(12)).resolves.toBe(false);
    expect(openPopups()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[basket] could not load the recommendations popup', expect.any(Error));
    warn.mockRestore();
  });
});
