import { readingMinutes, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings with anchors for the table of contents, lists and tables', () => {
    const { html, toc } = renderMarkdown(
      '## Когда сбивать температуру\n\nТекст.\n\n### Дети\n\n- раз\n- два\n\n## Когда сбивать температуру\n\n| а | б |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(toc).toEqual([
      { id: 'kogda-sbivat-temperaturu', title: 'Когда сбивать температуру', level: 2 },
      { id: 'deti', title: 'Дети', level: 3 },
      { id: 'kogda-sbivat-temperaturu-2', title: 'Когда сбивать температуру', level: 2 },
    ]);
    expect(html).toContain('<h2 id="kogda-sbivat-temperaturu">Когда сбивать температуру</h2>');
    expect(html).toContain('<li>два</li>');
    expect(html).toContain('<td>2</td>');
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    const { html } = renderMarkdown(
      'Текст <script>alert(1)</script> и <img src=x onerror="alert(2)"> и [ссылка](javascript:alert(3)) ' +
        'и <a href="https://example.ru" onclick="alert(4)">сайт</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(html).toContain('<a href="https://example.ru">сайт</a>');
  });

  it('counts the words for the reading time', () => {
    const { words } = renderMarkdown(Array(360).fill('слово').join(' '));
    expect(words).toBe(360);
    expect(readingMinutes(words)).toBe(2);
    expect(readingMinutes(10)).toBe(1);
  });
});
