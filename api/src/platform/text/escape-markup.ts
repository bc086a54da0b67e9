/** Text put into HTML or XML, in an element or a quoted attribute: the five characters markup gives meaning to. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
}
