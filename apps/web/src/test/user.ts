import userEvent from '@testing-library/user-event';

/**
 * A user driving a screen: keys and clicks as events in order, without the library's pause (a timer turn)
 * between two keys, which only slows a long form down in tests and is not what screens wait on.
 */
export const setupUser = () => userEvent.setup({ delay: null });

export type User = ReturnType<typeof setupUser>;

/** Puts a whole value in a field at once, as pasting does. */
export async function enter(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}
