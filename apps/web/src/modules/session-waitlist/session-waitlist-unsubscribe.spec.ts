import { describe, expect, it } from 'vitest';
import { leftText } from './session-waitlist-unsubscribe-screen';

describe('leaving a session waitlist', () => {
  it('says how many waitlists the client left', () => {
    expect(leftText(1)).toBe('You left the waitlist of this session.');
    expect(leftText(3)).toBe('You left 3 waitlists of this session.');
    expect(leftText(0)).toBe('You were no longer waiting for a place in this session.');
  });
});
