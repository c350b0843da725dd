import type { BookingAsk } from '../../src/booking/booking.store';

/** A booking's question of bookingFactsIn naming nothing, read at `now`: tests fill in what they ask. */
export const askNothing = (now: Date, over: Partial<BookingAsk> = {}): BookingAsk => ({
  serviceId: null,
  locationId: null,
  planName: null,
  roomId: null,
  staffId: null,
  clientIds: [],
  single: null,
  holder: null,
  now,
  lockKeys: [],
  ...over,
});
