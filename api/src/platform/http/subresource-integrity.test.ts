import { subresourceAddresses, withIntegrity } from './subresource-integrity';

const PAGE =
  '<html><head><link rel=stylesheet href=/main.css><link rel="icon" href="/favicon.svg" />' +
  `<link rel='preload' as='script' href='https://cdn.example/x.js'/></head>` +
  '<body><script>inline()</script><script defer src=/main.js></script>' +
  '<script src="/known.js" integrity="sha384-b3du" crossorigin="use-credentials"></script></body></html>';

describe('subresource integrity in a page', () => {
  test('names the scripts and styles a page loads, quoted or not, and no other link', () => {
    expect(subresourceAddresses(PAGE)).toEqual(['/main.css', 'https://cdn.example/x.js', '/main.js', '/known.js']);
  });

  test('puts the integrity it knows on their tags, CORS mode on those of another site, and leaves the rest', () => {
    const page = withIntegrity(PAGE, {
      '/main.css': 'sha384-Y3Nz',
      'https://cdn.example/x.js': 'sha384-eA==',
      '/main.js': 'sha384-bWFpbg==',
      '/known.js': 'sha384-b3RoZXI=',
      '/favicon.svg': 'sha384-aWNvbg==',
    });
    expect(page).toBe(
      '<html><head><link rel=stylesheet href=/main.css integrity="sha384-Y3Nz"><link rel="icon" href="/favicon.svg" />' +
        `<link rel='preload' as='script' href='https://cdn.example/x.js' integrity="sha384-eA==" crossorigin="anonymous" /></head>` +
        '<body><script>inline()</script><script defer src=/main.js integrity="sha384-bWFpbg=="></script>' +
        '<script src="/known.js" integrity="sha384-b3du" crossorigin="use-credentials"></script></body></html>',
    );
  });

  test('changes nothing it does not know', () => {
    expect(withIntegrity(PAGE, {})).toBe(PAGE);
    expect(withIntegrity(PAGE, { '/other.js': 'sha384-eA==' })).toBe(PAGE);
  });
});
