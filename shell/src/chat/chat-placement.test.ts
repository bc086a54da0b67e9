import { chatPlacement, PRODUCT_PAGE_LIFT } from './chat-placement';

const DESKTOP = { isSmallMobile: false, isDesktop: true };
const TABLET = { isSmallMobile: false, isDesktop: false };
const PHONE = { isSmallMobile: true, isDesktop: false };

describe('where the chat button goes', () => {
  it('is hidden on basket pages, pages answered above 401 and small phones', () => {
    expect(chatPlacement('/basket/', 200, DESKTOP)).toEqual({ shown: false });
    expect(chatPlacement('/moskva-14/basket/', 200, DESKTOP)).toEqual({ shown: false });
    expect(chatPlacement('/catalog', 404, DESKTOP)).toEqual({ shown: false });
    expect(chatPlacement('/catalog', 401, DESKTOP)).toEqual({ shown: true, bottom: 16 });
    expect(chatPlacement('/catalog', 200, PHONE)).toEqual({ shown: false });
  });

  it('stands on the bottom navigation of tablets and rises above the buy controls on their product pages', () => {
    expect(chatPlacement('/catalog/product/nurofen-12', 200, TABLET)).toEqual({
      shown: true,
      bottom: 16 + 60 + PRODUCT_PAGE_LIFT,
    });
    expect(chatPlacement('/catalog/product/nurofen-12', 200, DESKTOP)).toEqual({ shown: true, bottom: 16 });
    expect(chatPlacement('/catalog/lekarstva', 200, TABLET)).toEqual({ shown: true, bottom: 16 + 60 });
  });
});
