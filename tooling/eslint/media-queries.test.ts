import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the lint rules are CommonJS, as ESLint's config
const { rules } = require('./media-queries') as { rules: Record<string, Rule.RuleModule> };

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-breakpoints', rules['no-literal-breakpoints']!, {
  valid: [
    "const css = { [media.below('smallMobile')]: { display: 'none' } };",
    "const wide = useMediaQuery(widthQuery.from('desktop'));",
    'const query = `(min-width: ${BREAKPOINTS.desktop}px)`;',
    "const css = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } };",
    "const css = { '@media (hover: hover) and (pointer: fine)': { opacity: 1 } };",
    "const css = { maxWidth: 1280, minWidth: '48px' };",
    "const text = 'max-width: 575px';",
  ],
  invalid: [
    { code: "const css = { '@media (max-width: 575px)': { display: 'none' } };", errors: [{ messageId: 'literal' }] },
    { code: "const wide = useMediaQuery('(min-width: 1024px)');", errors: [{ messageId: 'literal' }] },
    { code: 'const q = `@media (min-width: ${a}px) and (max-width: 1023px)`;', errors: [{ messageId: 'literal' }] },
    { code: "const q = '@media screen and (min-device-width: 48em)';", errors: [{ messageId: 'literal' }] },
    { code: "const q = '@media (width >= 1024px)';", errors: [{ messageId: 'literal' }] },
    { code: "const q = '@media (576px <= width < 1024px)';", errors: [{ messageId: 'literal' }] },
    { code: 'const el = <source media="(min-width: 1024px)" srcSet="a.webp" />;', errors: [{ messageId: 'literal' }] },
  ],
});
