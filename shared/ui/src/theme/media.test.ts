import { BREAKPOINTS } from '@apteka/contracts';
import { matchesViewport } from '../viewport/assumed-viewport';
import { media, widthQuery } from './media';

describe('media queries from BREAKPOINTS', () => {
  it('writes width conditions from the breakpoints', () => {
    expect(widthQuery.from('desktop')).toBe(`(min-width: ${BREAKPOINTS.desktop}px)`);
    expect(widthQuery.below('smallMobile')).toBe('(max-width: 575.98px)');
    expect(widthQuery.between('tablet', 'wide')).toBe('(min-width: 768px) and (max-width: 1279.98px)');
    expect(media.below('desktop')).toBe('@media (max-width: 1023.98px)');
    expect(media.from('wide')).toBe('@media (min-width: 1280px)');
    expect(media.between('smallMobile', 'desktop')).toBe('@media (min-width: 576px) and (max-width: 1023.98px)');
  });

  it('is understood by the server render as the phone and desktop screens it assumes', () => {
    expect(matchesViewport(widthQuery.below('smallMobile'), 'phone')).toBe(true);
    expect(matchesViewport(widthQuery.from('desktop'), 'phone')).toBe(false);
    expect(matchesViewport(widthQuery.from('desktop'), 'desktop')).toBe(true);
    expect(matchesViewport(widthQuery.between('smallMobile', 'desktop'), 'phone')).toBe(false);
  });
});
