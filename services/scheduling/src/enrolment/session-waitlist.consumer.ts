import type { CalendarEventData } from '@tempo/contracts';
import { isBusinessNameFormat, isUuid, SchedulingTopics } from '@tempo/contracts';
import type { ConsumerDefinition } from '@tempo/events';
import { sessionPlacesFreedIn } from './session-waitlist.store';

/**
 * A client's place in a session event was cancelled (event.participant_cancelled): the freed place goes to the
 * event's waitlist, the first in line enrolled or offered it (waitlist.offered), once per event delivered.
 */
export const sessionWaitlistConsumer: ConsumerDefinition = {
  name: 'scheduling-session-waitlist',
  topics: [SchedulingTopics.event],
  handle: async (event, em, { clock }) => {
    if (event.type !== 'event.participant_cancelled' || !isBusinessNameFormat(event.business)) return;
    const data = (event.data ?? {}) as Partial<CalendarEventData>;
    if (!data.sessionId || !data.eventId || !isUuid(data.eventId)) return;
    await sessionPlacesFreedIn(em, null, event.business, data.eventId, clock.now());
  },
};
