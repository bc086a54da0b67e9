// The screen sizes have one home, BREAKPOINTS in @apteka/contracts; a media query is built from it by @apteka/ui's
// `media` (style keys) and `widthQuery` (useMediaQuery, <source media>). A width written as a number in a media query
// is a second copy of a breakpoint that drifts from the first: this rule refuses it.

/** A width condition with a number: `(max-width: 575px)`, `(min-device-width: 48em)`, `(width >= 1024px)`. */
const LITERAL_WIDTH =
  /\(\s*(?:(?:min|max)-(?:device-)?width\s*:\s*\d|(?:device-)?width\s*[<>]=?\s*\d|\d[\d.]*\w*\s*[<>]=?\s*width)/i;

const literalBreakpoints = {
  meta: {
    type: 'problem',
    docs: { description: 'Media queries are built from BREAKPOINTS, not written with literal widths' },
    schema: [],
    messages: {
      literal:
        "'{{text}}' writes a breakpoint as a literal: use media.from/below/between or widthQuery.from/below/between from @apteka/ui, built from BREAKPOINTS.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text !== 'string' || !LITERAL_WIDTH.test(text)) return;
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
    };
  },
};

module.exports = { rules: { 'no-literal-breakpoints': literalBreakpoints } };
