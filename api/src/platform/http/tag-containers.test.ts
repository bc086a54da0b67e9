import { tagContainerOrigins, tagContainersConfig, tagContainersMeta } from './tag-containers';
import { mobileAppsConfig, mobileAppsMeta } from './mobile-apps';

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

describe('mobile app links', () => {
  test('only each store’s own app pages are taken, and the page names only those configured', () => {
    const apps = mobileAppsConfig({
      MOBILE_APP_APPSTORE_URL: 'https://apps.apple.com/ru/app/id1234567890',
      MOBILE_APP_RUSTORE_URL: 'https://www.rustore.ru/catalog/app/ru.apteka.app',
    });
    expect(mobileAppsMeta(apps)).toBe(
      '<meta name="mobile-apps" content="appStore=https://apps.apple.com/ru/app/id1234567890 ruStore=https://www.rustore.ru/catalog/app/ru.apteka.app" />',
    );
    expect(mobileAppsMeta(mobileAppsConfig({}))).toBe('');
    expect(() => mobileAppsConfig({ MOBILE_APP_GOOGLEPLAY_URL: 'https://evil.example/app' })).toThrow(
      /MOBILE_APP_GOOGLEPLAY_URL/,
    );
    expect(() => mobileAppsConfig({ MOBILE_APP_APPSTORE_URL: 'https://apps.apple.com/"><script>' })).toThrow();
  });
});
