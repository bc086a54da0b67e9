/**
 * JSON inside a script element (a data block, JSON-LD): `<` escaped, so no text in it (a product's name, an
 * article) can close the element; line and paragraph separators escaped as old parsers require.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
