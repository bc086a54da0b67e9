import { tagContainerOrigins, tagContainersConfig, tagContainersMeta } from './tag-containers';

describe('tag containers configuration', () => {
  test('none by default: no tag and no origin', () => {
    const tags = tagContainersConfig({});
    expect(tags).toEqual({});
    expect(tagContainersMeta(tags)).toBe('');
    expect(tagContainerOrigins(tags)).toEqual({ script: [], connect: [], image: [], frame: [] });
  });

  test('a mistyped id stops start-up with the variable named', () => {
    expect(() => tagContainersConfig({ GTM_ID: 'GTM-"><script>' })).toThrow(/GTM_ID/);
    expect(() => tagContainersConfig({ YANDEX_METRICA_ID: 'abc' })).toThrow(/YANDEX_METRICA_ID/);
  });

  test('each container brings only its own origins', () => {
    const metrica = tagContainerOrigins(tagContainersConfig({ YANDEX_METRICA_ID: '98765432' }));
    expect(metrica.script).toEqual(['https://mc.yandex.ru']);
    expect(metrica.connect.join(' ')).not.toContain('google');
    const gtm = tagContainerOrigins(tagContainersConfig({ GTM_ID: 'GTM-AB12CD' }));
    expect(gtm.script).toEqual(['https://www.googletagmanager.com']);
    expect(tagContainersMeta({ gtmId: 'GTM-AB12CD' })).toBe('<meta name="tag-containers" content="gtm=GTM-AB12CD" />');
  });
});
