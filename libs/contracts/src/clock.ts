/**
 * Where servers read the time. Code takes a Clock (Nest: injected with the
 * CLOCK token) instead of calling Date.now() or new Date(), so that tests can
 * freeze it at an exact instant and move it on.
 */
export interface Clock {
  now(): Date;
}

/** The injection token of the Clock. */
export const CLOCK = Symbol('CLOCK');

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at a given instant until it is set or advanced (tests). */
export class FixedClock implements Clock {
  private at: number;

  constructor(at: Date | string | number) {
    this.at = new Date(at).getTime();
    if (Number.isNaN(this.at)) throw new Error(`not an instant: ${String(at)}`);
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date | string | number): this {
    this.at = new Date(at).getTime();
    return this;
  }

  /** Moves the clock on by `ms` milliseconds (negative moves it back). */
  advance(ms: number): this {
    this.at += ms;
    return this;
  }
}

/** `seconds` after the clock's current instant. */
export const secondsFrom = (clock: Clock, seconds: number): Date =>
  new Date(clock.now().getTime() + seconds * 1000);
