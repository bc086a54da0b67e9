/**
 * How a load generator runs as a process of its own (`load-process.ts`): its plan as JSON on stdin, its result as
 * one JSON line on stdout.
 */
export function answerPlanFromStdin<Plan, Result>(run: (plan: Plan) => Promise<Result>): void {
  const chunks: Buffer[] = [];
  process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
  process.stdin.on('end', () => {
    run(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Plan)
      .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
      .catch((error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      });
  });
}
