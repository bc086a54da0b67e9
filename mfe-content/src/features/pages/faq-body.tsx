import { useId, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';
import { RichText } from '../../common/rich-text';
import { htmlBlocks, htmlText } from '../../common/html-blocks';

export interface FaqSection {
  title: string;
  questions: Array<{ question: string; answerHtml: string }>;
}

/**
 * Splits a questions-and-answers page: each `##` heading is a section, each `###` a question, the HTML up to
 * the next heading its answer. The HTML is the server's sanitised body, split alike on the server and in the browser.
 */
export function faqSections(html: string): FaqSection[] {
  const sections: FaqSection[] = [];
  let section: FaqSection | null = null;
  let answer: { question: string; answerHtml: string } | null = null;
  for (const block of htmlBlocks(html)) {
    if (block.tag === 'h2') {
      section = { title: htmlText(block.innerHtml), questions: [] };
      sections.push(section);
      answer = null;
    } else if (block.tag === 'h3') {
      if (!section) {
        section = { title: '', questions: [] };
        sections.push(section);
      }
      answer = { question: htmlText(block.innerHtml), answerHtml: '' };
      section.questions.push(answer);
    } else if (answer) {
      answer.answerHtml += block.outerHtml;
    }
  }
  return sections.filter((entry) => entry.questions.length > 0);
}

const matches = (text: string, words: string[]) => words.every((word) => text.includes(word));

/** The questions as an accordion (each opens on its own), with a search over questions and answers. */
export function FaqBody({ html }: { html: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const sections = useMemo(() => faqSections(html), [html]);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((entry) =>
        matches(`${entry.question} ${entry.answerHtml.replace(/<[^>]+>/g, ' ')}`.toLowerCase(), words),
      ),
    }))
    .filter((section) => section.questions.length > 0);
  const found = shown.reduce((sum, section) => sum + section.questions.length, 0);

  return (
    <div css={{ maxWidth: 760 }}>
      <label htmlFor={searchId} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        Поиск по вопросам
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        css={(theme: Theme) => ({
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: 18,
          minHeight: 44,
          padding: '8px 12px',
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          ...focusRing(theme),
        })}
      />
      <p role="status" css={(theme: Theme) => ({ color: theme.colors.textMuted })}>
        {words.length === 0
          ? ''
          : found === 0
            ? 'Ничего не нашлось. Позвоните нам — ответим.'
            : `Найдено вопросов: ${found}`}
      </p>
      {shown.map((section) => (
        <section key={section.title} aria-label={section.title || undefined}>
          {section.title && <h2 css={{ fontSize: 22, margin: '24px 0 8px' }}>{section.title}</h2>}
          {section.questions.map((entry) => (
            <details
              key={entry.question}
              open={words.length > 0}
              css={(theme: Theme) => ({ borderBottom: `1px solid ${theme.colors.border}`, padding: '8px 0' })}
            >
              <summary
                css={(theme: Theme) => ({
                  cursor: 'pointer',
                  fontSize: 18,
                  fontWeight: 600,
                  minHeight: 32,
                  ...focusRing(theme),
                })}
              >
                {entry.question}
              </summary>
              <RichText html={entry.answerHtml} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
