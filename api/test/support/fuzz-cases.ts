/**
 * Bad input for every operation of the OpenAPI document: paths, queries and JSON bodies a stranger might send.
 * Shared by the fuzz test in `npm test` and `npm run bench:fuzz`.
 */
import fc from 'fast-check';

export interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string }>;
  hasBody: boolean;
}

/** Routes that are not the shop's API surface for strangers: dev tools and the signed acquirer webhook. */
const SKIPPED = [/^\/api\/dev\//, /^\/api\/payments\/notifications$/, /^\/api\/docs/];

const BAD_TEXT = [
  '1e999',
  '-1e999',
  '-0',
  '9007199254740992',
  '2147483648',
  '-2147483649',
  'NaN',
  'Infinity',
  '',
  ' ',
  'a'.repeat(10_000),
  'abc\u0000def',
  '\uD800',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '{"$gt":""}',
  '0x10',
  '1.5',
  '-1',
  'true',
  'null',
  '[]',
];
const HUGE = 123456789012345;
const badValue = fc.oneof(
  fc.constantFrom<unknown>(...BAD_TEXT, HUGE, -HUGE, 0.5, -0, true, false, null, [], {}, [[[[[]]]]], {
    a: { b: { c: 1 } },
  }),
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
);

/** A lone surrogate has no UTF-8 form; a client can still send its bytes raw. */
const encode = (text: string) => (text === '\uD800' ? '%ED%A0%80' : encodeURIComponent(text));

/** An answer that shows a stack, SQL or a file path. */
export const leak =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|SELECT |INSERT |UPDATE |invalid byte sequence|syntax error at/i;

export function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: unknown }>>;
}) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (SKIPPED.some((pattern) => pattern.test(path))) continue;
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: spec.parameters ?? [],
        hasBody: spec.requestBody !== undefined,
      });
    }
  }
  return operations;
}

/** A JSON body with one bad value per field the schema names, unknown fields, a number JSON cannot hold. */
function badBodies(seed: number): string[] {
  const values = fc.sample(badValue, { numRuns: 6, seed });
  const bodies = values.map((value, i) =>
    JSON.stringify({ id: value, productId: value, quantity: value, phone: value, [`unknown${i}`]: value }),
  );
  return [
    ...bodies,
    '{"productId":1e999,"quantity":1e999,"phone":"+7\\u0000"}',
    '{',
    '['.repeat(200) + ']'.repeat(200),
    JSON.stringify({ nested: JSON.parse('['.repeat(60) + ']'.repeat(60)) }),
  ];
}

export interface FuzzCase {
  method: string;
  url: string;
  body?: string;
}

/** The cases of one operation: `texts` bad texts in its path and query, each with every bad body it takes. */
export function casesFor(operation: Operation, seed: number, texts = 4): FuzzCase[] {
  const chosen = fc.sample(fc.constantFrom(...BAD_TEXT), { numRuns: texts, seed });
  const bodies = operation.hasBody ? badBodies(seed) : [undefined];
  return chosen.flatMap((text) => {
    let url = operation.path.replace(/\{(\w+)\}/g, () => encode(text));
    const query = operation.params
      .filter((param) => param.in === 'query')
      .map((param) => `${param.name}=${encode(text)}`)
      .join('&');
    if (query) url += `?${query}`;
    return bodies.map((body) => ({ method: operation.method, url, ...(body === undefined ? {} : { body }) }));
  });
}
