import { loadEverySectionPage, loadSectionPageAt } from './section-pages';

// Records which section's code is evaluated, in place of the page itself.
const mockLoaded: string[] = [];
jest.mock('../orders/orders-page', () => {
  mockLoaded.push('orders');
  return { OrdersPage: () => null };
});
jest.mock('../charity/charity-page', () => {
  mockLoaded.push('charity');
  return { CharityPage: () => null };
});
jest.mock('../profile/profile-edit-page', () => {
  mockLoaded.push('profile-edit');
  return { ProfileEditPage: () => null };
});

describe("the account's section pages", () => {
  it('are loaded one at a time, by the section the address shows, and all for a server render', async () => {
    await loadSectionPageAt('/lk');
    await loadSectionPageAt('/lk/no-such-section');
    await loadSectionPageAt('/lk/constructor');
    expect(mockLoaded).toEqual([]);

    await loadSectionPageAt('/kazan-16/lk/orders');
    expect(mockLoaded).toEqual(['orders']);
    await loadSectionPageAt('/lk/edit');
    expect(mockLoaded).toEqual(['orders', 'profile-edit']);

    // a server render draws any of them
    await loadEverySectionPage();
    expect(mockLoaded).toEqual(['orders', 'profile-edit', 'charity']);
  });
});
