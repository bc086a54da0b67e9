import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from './route-table';

it('the README route table lists every route of the ownership table with its owner', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
  const ownerInReadme = (pattern: string) =>
    rows
      .find((line) => line.startsWith(`| \`${pattern}\``))
      ?.trim()
      .split('|')
      .at(-2)
      ?.trim() ?? 'missing';
  expect(ROUTE_TABLE.length).toBeGreaterThan(20);
  expect(ROUTE_TABLE.map((route) => [route.pattern, ownerInReadme(route.pattern)])).toEqual(
    ROUTE_TABLE.map((route) => [route.pattern, route.owner]),
  );
});
