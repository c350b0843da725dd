/**
 * What opens over the calendar: an event's pop-up, the menus of a slot and of an availability, the
 * 'update on move' confirmation that saves a moved event, and the batch actions' dialogs.
 */
import { Dispatch } from 'react';
import { useMutation } from '@apollo/client/react';
import { saveWithToasts } from '../staff/screen-helpers';
import { BatchModals } from './batch-modals';
import { availabilityPlace, moveInput, moveSummary, slotPlace } from './calendar-actions';
import type { ResourceColumn } from './calendar-columns';
import type { CalendarEvent, CalendarLocation, CalendarStaff } from './calendar-model';
import { AvailabilityMenu, SlotMenu, UpdateOnMove } from './calendar-menus';
import type { CalendarAction, CalendarState } from './calendar-state';
import { UPDATE_EVENT } from './calendar.graphql';
import { CalendarRights, EventPopup } from './event-popup';

interface OverlayProps {
  state: CalendarState;
  dispatch: Dispatch<CalendarAction>;
  business: string;
  zone: string;
  rights: CalendarRights;
  columns: ResourceColumn[];
  /** Every event read, those 'show active only' hides too. */
  allEvents: readonly CalendarEvent[];
  /** The events shown (the batch actions' choices). */
  events: readonly CalendarEvent[];
  staff: readonly CalendarStaff[];
  locations: readonly CalendarLocation[];
  onChanged: () => void;
}

/** The confirmation of a dropped event's move; saved or not, the event is then shown where the server has it. */
function MoveConfirmation({
  state,
  dispatch,
  business,
  zone,
  columns,
  allEvents,
  onChanged,
}: Pick<OverlayProps, 'state' | 'dispatch' | 'business' | 'zone' | 'columns' | 'allEvents' | 'onChanged'>) {
  const [update, updating] = useMutation(UPDATE_EVENT);
  const draggedEvent = allEvents.find((e) => e.id === state.draggedEventId);
  const pendingMove =
    draggedEvent && state.eventDropTarget
      ? moveInput(draggedEvent, state.eventDropTarget, state.view, state.resource, columns)
      : null;
  const confirmMove = async () => {
    if (!pendingMove) return;
    const { id, expectedVersion, startAt, endAt, staffId, roomId, locationId } = pendingMove;
    await saveWithToasts(
      async () =>
        (
          await update({
            variables: {
              business,
              event: { id, expectedVersion, startAt, endAt, staffId, roomId, locationId },
              scope: 'THIS',
            },
          })
        ).data?.updateEvent,
      'The event was not moved',
    );
    // saved or not, the event is shown where the server has it
    dispatch({ type: 'clearDraggedEvent' });
    onChanged();
  };
  if (!state.updateOnMoveOpen || !draggedEvent || !pendingMove) return null;
  return (
    <UpdateOnMove
      summary={moveSummary(draggedEvent, pendingMove, zone, columns)}
      recurring={!!draggedEvent.recurringId}
      saving={updating.loading}
      onConfirm={() => void confirmMove()}
      onCancel={() => dispatch({ type: 'clearDraggedEvent' })}
    />
  );
}

export function CalendarOverlays(props: OverlayProps) {
  const { state, dispatch, business, zone, rights, columns, allEvents, events, staff, locations, onChanged } =
    props;
  const selected = allEvents.find((e) => e.id === state.selectedEventId);
  const slotPlaceOf = state.selectedSlot
    ? slotPlace(state.selectedSlot, state.view, state.resource, columns, state.filters)
    : null;
  return (
    <>
      {state.eventPopupOpen && selected && (
        <EventPopup
          event={selected}
          zone={zone}
          business={business}
          rights={rights}
          menuOpen={state.eventMenuOpen}
          onMenu={(open) =>
            dispatch(open ? { type: 'openEventMenu', eventId: selected.id } : { type: 'closeEventMenu' })
          }
          onClose={() => dispatch({ type: 'clearEvent' })}
          onChanged={onChanged}
        />
      )}
      {state.slotMenuOpen && state.selectedSlot && slotPlaceOf && (
        <SlotMenu
          slot={state.selectedSlot}
          place={slotPlaceOf}
          zone={zone}
          canBook={rights.book}
          showDay={
            state.view === 'day'
              ? undefined
              : () =>
                  dispatch({
                    type: 'setDateAndView',
                    date: state.selectedSlot!.startAt.slice(0, 10),
                    view: 'day',
                  })
          }
          onClose={() => dispatch({ type: 'closeSlotMenu' })}
        />
      )}
      {state.availabilityMenuOpen && state.selectedAvailability && (
        <AvailabilityMenu
          availability={state.selectedAvailability}
          target={state.availabilityDropTarget}
          place={availabilityPlace(
            state.selectedAvailability,
            state.availabilityDropTarget ?? {
              startAt: state.selectedAvailability.startAt,
              endAt: state.selectedAvailability.endAt,
            },
            state.view,
            state.resource,
            columns,
          )}
          zone={zone}
          canBook={rights.book}
          onClose={() => dispatch({ type: 'closeAvailabilityMenu' })}
        />
      )}
      <MoveConfirmation
        state={state}
        dispatch={dispatch}
        business={business}
        zone={zone}
        columns={columns}
        allEvents={allEvents}
        onChanged={onChanged}
      />
      {state.batch && (
        <BatchModals
          modal={state.batch}
          events={events as CalendarEvent[]}
          business={business}
          zone={zone}
          staff={staff}
          locations={locations}
          onClose={() => dispatch({ type: 'toggleBatch', modal: state.batch! })}
          onChanged={onChanged}
        />
      )}
    </>
  );
}
