import { useSession } from '../../app/session';
import { useCan } from '../clients/use-business';
import type { AttendanceRights } from './event-model';

export interface EventRights extends AttendanceRights {
  /** APPOINTMENT update or, for the events they teach, OWN_APPOINTMENT update (canUpdateOwnAppointments). */
  update: boolean;
  updateOwn: boolean;
  /** APPOINTMENT cancel, or OWN_APPOINTMENT cancel for their own (canCancelOwnAppointments). */
  cancel: boolean;
  cancelOwn: boolean;
  /** EVENT update: the recurring schedule page. */
  changeSchedule: boolean;
  book: boolean;
}

/** What the signed-in user may do with events, from their role and staff flags. */
export function useEventRights(): EventRights {
  const { user } = useSession();
  const can = useCan();
  return {
    me: user?.accountId ?? null,
    anyEvent: can('update', 'APPOINTMENT_STATUS'),
    ownEvents: can('update', 'OWN_EVENT_PARTICIPANT_STATUS'),
    update: can('update', 'APPOINTMENT'),
    updateOwn: can('update', 'OWN_APPOINTMENT'),
    cancel: can('cancel', 'APPOINTMENT'),
    cancelOwn: can('cancel', 'OWN_APPOINTMENT'),
    changeSchedule: can('update', 'EVENT'),
    book: can('book', 'APPOINTMENT'),
  };
}
