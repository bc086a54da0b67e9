import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from './route-table';

it('the README route table lists every route of the ownership table with its owner', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  for (const route of ROUTE_TABLE) {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${route.pattern}\``));
    expect(row).toBeDefined();
    expect(row!.trim().endsWith(`| ${route.owner} |`)).toBe(true);
  }
});
