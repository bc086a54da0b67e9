import { BREAKPOINTS } from '@apteka/contracts';
import { SMALL_MOBILE_QUERY } from '../components/use-media-query';
import { matchesViewport, pageViewport } from './assumed-viewport';

describe('the viewport a page is drawn for', () => {
  it('answers width queries as a phone of 390 px and a desktop of 1280 px would', () => {
    expect(matchesViewport(SMALL_MOBILE_QUERY, 'phone')).toBe(true);
    expect(matchesViewport(SMALL_MOBILE_QUERY, 'desktop')).toBe(false);
    expect(matchesViewport(`(min-width: ${BREAKPOINTS.desktop}px)`, 'phone')).toBe(false);
    expect(matchesViewport(`(min-width: ${BREAKPOINTS.desktop}px)`, 'desktop')).toBe(true);
    expect(matchesViewport('(max-width: 1023px)', 'phone')).toBe(true);
    expect(matchesViewport('(max-width: 63.9em)', 'desktop')).toBe(false);
  });

  it('answers pointer, hover and orientation, joined by and and by commas', () => {
    expect(matchesViewport('(pointer: coarse)', 'phone')).toBe(true);
    expect(matchesViewport('(hover: hover) and (pointer: fine)', 'desktop')).toBe(true);
    expect(matchesViewport('only screen and (min-width: 576px) and (orientation: portrait)', 'phone')).toBe(false);
    expect(matchesViewport('(min-width: 2000px), (pointer: coarse)', 'phone')).toBe(true);
  });

  it('takes what it cannot know as not matching', () => {
    expect(matchesViewport('(prefers-reduced-motion: reduce)', 'phone')).toBe(false);
    expect(matchesViewport('print', 'desktop')).toBe(false);
    expect(matchesViewport('(min-width: wide)', 'desktop')).toBe(false);
  });

  it("is the page's own (`<html data-viewport>`), a phone's when the page does not name one", () => {
    const page = document.implementation.createHTMLDocument('');
    expect(pageViewport(page)).toBe('phone');
    page.documentElement.setAttribute('data-viewport', 'desktop');
    expect(pageViewport(page)).toBe('desktop');
  });
});
