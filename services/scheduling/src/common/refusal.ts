import { UserError } from '@tempo/graphql';

/** The text of the UserError `f` throws (rules' unit tests); anything else thrown is rethrown. */
export function refusalOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError) return e.message;
    throw e;
  }
  throw new Error('not refused');
}
