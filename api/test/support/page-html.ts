/** The first answers a page carries (`apteka-first-answers`), by path; none when it carries no block. */
export function firstAnswersOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="apteka-first-answers">(.*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : {};
}
