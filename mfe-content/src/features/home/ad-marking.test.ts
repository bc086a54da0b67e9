import { parseAdMarking } from './ad-marking';

it('reads the advertiser and the erid from a slide marking', () => {
  expect(parseAdMarking('Реклама. ООО «Рекитт Бенкизер Хэлскэар». erid: 2VtzqwKXb7P')).toEqual({
    client: 'ООО «Рекитт Бенкизер Хэлскэар»',
    token: '2VtzqwKXb7P',
  });
  expect(parseAdMarking('erid: abc')).toEqual({ client: null, token: 'abc' });
  expect(parseAdMarking('какой-то токен')).toEqual({ client: null, token: 'какой-то токен' });
  expect(parseAdMarking(null)).toBeNull();
  expect(parseAdMarking('  ')).toBeNull();
});
