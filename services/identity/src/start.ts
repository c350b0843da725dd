import { ConfigError } from '@tempo/config';
import { safeErrorText } from '@tempo/contracts';

/** Runs a process entry point; a configuration error prints its message (naming the variable) and exits 1. */
export function run(main: () => Promise<unknown>): void {
  main().catch((e: unknown) => {
    if (e instanceof ConfigError || (e instanceof Error && e.message.startsWith('Invalid configuration'))) {
      console.error(e.message);
    } else {
      console.error(safeErrorText(e));
    }
    process.exit(1);
  });
}
