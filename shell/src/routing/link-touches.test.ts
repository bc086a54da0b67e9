import { createBus } from '@apteka/bus';
import { watchLinkIntents } from './link-touches';

/** A page at /catalog/vitaminy with links of every kind, the bus's announcements written down. */
function pageWithLinks() {
  window.history.replaceState(null, '', '/catalog/vitaminy?sort=price');
  document.body.innerHTML = `
    <nav>
      <a href="/basket/"><span>Корзина</span></a>
      <a href="/moskva-14/basket/?isCheckout=true">Оформить заказ</a>
      <a href="https://example.org/news/1">Новость на чужом сайте</a>
      <a href="/instructions/aspirin.pdf" download>Инструкция</a>
      <a href="/pharmacies/" target="_blank">Аптеки в новой вкладке</a>
      <a href="/catalog/vitaminy?sort=price#filters">К фильтрам</a>
      <a href="/catalog/vitaminy?sort=name">По названию</a>
      <a>Без адреса</a>
      <button type="button">Кнопка</button>
    </nav>`;
  const bus = createBus();
  const touched: string[] = [];
  const intents: string[] = [];
  bus.on('navigation/touched').subscribe(({ href }) => touched.push(new URL(href).pathname + new URL(href).search));
  const stop = watchLinkIntents(bus, (url, intent) => intents.push(`${intent} ${url.pathname}`));
  return { bus, touched, intents, stop };
}

const touch = (element: Element, button = 0) =>
  // jsdom has no PointerEvent; a pointerdown carries a mouse event's fields
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button }));
/** A pointer over the element: a mouse's, or a finger's (which comes with its touch) */
const pointOver = (element: Element, pointerType: 'mouse' | 'touch') =>
  element.dispatchEvent(Object.assign(new MouseEvent('pointerover', { bubbles: true }), { pointerType }));
const linkNamed = (name: string) =>
  [...document.querySelectorAll('a, button')].find((element) => element.textContent === name)!;

describe('watchLinkIntents', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("announces a touch on a link to another of the store's pages, the touch inside the link included", () => {
    const { touched, stop } = pageWithLinks();
    touch(document.querySelector('nav a span')!);
    touch(linkNamed('Оформить заказ'));
    touch(linkNamed('По названию'));
    expect(touched).toEqual(['/basket/', '/moskva-14/basket/?isCheckout=true', '/catalog/vitaminy?sort=name']);
    stop();
  });

  it('says nothing of other sites, new tabs, downloads, places on this page, bare anchors and buttons', () => {
    const { touched, stop } = pageWithLinks();
    for (const name of [
      'Новость на чужом сайте',
      'Инструкция',
      'Аптеки в новой вкладке',
      'К фильтрам',
      'Без адреса',
      'Кнопка',
    ])
      touch(linkNamed(name));
    expect(touched).toEqual([]);
    stop();
  });

  it('says nothing of a press other than the primary one, nor once stopped', () => {
    const { touched, stop } = pageWithLinks();
    touch(linkNamed('Корзина'), 2);
    stop();
    touch(linkNamed('Корзина'));
    expect(touched).toEqual([]);
  });

  it("hears a touch on a link whose own handler stops the event's way up", () => {
    const { touched, stop } = pageWithLinks();
    linkNamed('Корзина').addEventListener('pointerdown', (event) => event.stopPropagation());
    touch(linkNamed('Корзина'));
    expect(touched).toEqual(['/basket/']);
    stop();
  });

  it('hands on a mouse over a link and a focus on it as intents, and announces neither as a touch', () => {
    const { touched, intents, stop } = pageWithLinks();
    pointOver(linkNamed('Корзина'), 'mouse');
    pointOver(linkNamed('Оформить заказ'), 'touch');
    (linkNamed('По названию') as HTMLAnchorElement).focus();
    touch(linkNamed('Корзина'));
    expect(intents).toEqual(['pointer-over /basket/', 'focus /catalog/vitaminy', 'touch /basket/']);
    expect(touched).toEqual(['/basket/']);
    stop();
  });
});
