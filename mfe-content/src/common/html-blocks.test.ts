import { htmlBlocks, htmlText } from './html-blocks';

describe('the blocks of sanitised HTML', () => {
  it('are its top-level elements, nested ones and void ones kept whole', () => {
    const html =
      '<h2 id="a">Заказ &amp; оплата</h2><ul><li><p>Один<br>два</p></li><li>три</li></ul><hr><blockquote><h3>Цитата</h3></blockquote>';
    expect(htmlBlocks(html)).toEqual([
      { tag: 'h2', outerHtml: '<h2 id="a">Заказ &amp; оплата</h2>', innerHtml: 'Заказ &amp; оплата' },
      {
        tag: 'ul',
        outerHtml: '<ul><li><p>Один<br>два</p></li><li>три</li></ul>',
        innerHtml: '<li><p>Один<br>два</p></li><li>три</li>',
      },
      { tag: 'hr', outerHtml: '<hr>', innerHtml: '' },
      { tag: 'blockquote', outerHtml: '<blockquote><h3>Цитата</h3></blockquote>', innerHtml: '<h3>Цитата</h3>' },
    ]);
  });

  it('read as text like a DOM reads it', () => {
    expect(htmlText('<strong>Д&amp;М</strong> &quot;у&quot; &#39;нас&#39; &#x2014; 5&nbsp;%')).toBe(
      'Д&М "у" \'нас\' \u2014 5\u00a0%',
    );
  });
});
