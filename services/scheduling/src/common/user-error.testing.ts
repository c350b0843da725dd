import { UserError } from '@tempo/graphql';

/** For the rules' unit tests: the text of the UserError `work` throws (anything else fails the test). */
export function refusal(work: () => unknown): string {
  try {
    work();
  } catch (e) {
    if (e instanceof UserError) return e.message;
    throw e;
  }
  throw new Error('not refused');
}
