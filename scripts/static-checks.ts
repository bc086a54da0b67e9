/**
 * `npm run check`: the type checker, the linter and the formatter's check, side by side. Each result is printed whole
 * once its check ends; the command fails when any of them failed, naming which.
 */
import { ROOT } from './lib/apps';
import { runChecks, type Check } from './lib/parallel-checks';

const npmScript = (name: string): Check => ({ name, command: 'npm', args: ['run', '-s', name] });

async function main() {
  const results = await runChecks([npmScript('typecheck'), npmScript('lint'), npmScript('format:check')], ROOT);
  for (const { name, code, output, seconds } of results) {
    console.log(`── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
    if (output.trim()) console.log(output.trimEnd());
  }
  const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
  if (failed.length) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
