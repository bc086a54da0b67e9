import { DomainError } from '../../platform/errors';
import { readBuildInfo, readManifestExposes } from './build-info';

const filesWith = (name: string, body: string) => new Map([[name, Buffer.from(body)]]);

describe('build-info.json', () => {
  test('what webpack writes is read as it is', () => {
    const written = {
      name: 'catalog',
      version: '1.0.2-canary.1764000000',
      contracts: '1.11.0',
      shared: { '@apteka/contracts': '1.11.0', '@apteka/ui': '1.15.1' },
    };
    expect(readBuildInfo(filesWith('build-info.json', `${JSON.stringify(written)}\n`), 'catalog@1.0.2')).toEqual(
      written,
    );
  });

  test('a build that records no contracts or shared packages is read (the move decides), a field it does not know is not kept', () => {
    const read = readBuildInfo(
      filesWith('build-info.json', JSON.stringify({ name: 'shell', version: '1.0.0', commit: 'abc' })),
      'shell@1.0.0',
    );
    expect(read).toEqual({ name: 'shell', version: '1.0.0' });
  });

  test('a refusal is a 400 malformed_build naming the file and the field', () => {
    let refusal: unknown;
    try {
      readBuildInfo(filesWith('build-info.json', JSON.stringify({ name: 'catalog', version: [] })), 'catalog@1.0.0');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid', code: 'malformed_build' });
    expect((refusal as DomainError).message).toMatch(/^build-info\.json в сборке catalog@1\.0\.0: version/);
  });
});

describe('mf-manifest.json', () => {
  test('the names of the parcels a remote exposes; a manifest without exposes exposes none', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ name: 'app', assets: {} }] };
    expect(readManifestExposes(filesWith('mf-manifest.json', JSON.stringify(manifest)), 'catalog@1.0.0')).toEqual({
      exposes: [{ name: 'app' }],
    });
    expect(readManifestExposes(filesWith('mf-manifest.json', '{}'), 'catalog@1.0.0')).toEqual({ exposes: [] });
  });
});
