import { PlatformError } from './platform-client';

/** Runs a command's main: a refusal or failure is printed as its message (and what is current, for a stale move). */
export function runCommand(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof PlatformError) {
      console.error(`${error.status} ${error.code}: ${error.message}`);
      if (error.body.current) console.error(`current: ${JSON.stringify(error.body.current)}`);
    } else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
