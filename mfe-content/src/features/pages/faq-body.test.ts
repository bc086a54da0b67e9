import { faqSections } from './faq-body';

describe('the questions of a questions-and-answers page', () => {
  it('are split by headings of the top level only, with each answer up to the next heading', () => {
    const sections = faqSections(
      '<p>Вступление.</p><h2>Заказ &amp; оплата</h2><h3>Как оплатить?</h3><p>Картой.</p>' +
        '<blockquote><h3>Не вопрос</h3></blockquote><h3>Можно без регистрации?</h3><ul><li>Да</li></ul>',
    );
    expect(sections).toEqual([
      {
        title: 'Заказ & оплата',
        questions: [
          { question: 'Как оплатить?', answerHtml: '<p>Картой.</p><blockquote><h3>Не вопрос</h3></blockquote>' },
          { question: 'Можно без регистрации?', answerHtml: '<ul><li>Да</li></ul>' },
        ],
      },
    ]);
  });
});
