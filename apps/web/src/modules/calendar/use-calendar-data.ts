/**
 * What the calendar reads for its state: the staff, the range's events (with the filters) and, when
 * shown, the staff's availabilities; the day view's columns and the items react-big-calendar shows
 * (an event being dropped shows at its target until the move is confirmed or cancelled). After a
 * change, the shown events and availabilities are read again.
 */
import { Dispatch, useCallback, useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useLoadErrorToast } from '../../app/use-load-error';
import { resourceColumns } from './calendar-columns';
import { availabilityItems, eventItems } from './calendar-items';
import { CalendarCatalogue, shownEvents } from './calendar-model';
import { queryRange, visibleRange } from './calendar-range';
import type { CalendarAction, CalendarState } from './calendar-state';
import { CALENDAR_AVAILABILITIES, CALENDAR_EVENTS, CALENDAR_STAFF } from './calendar.graphql';

export function useCalendarData({
  business,
  state,
  dispatch,
  locations,
  services,
  canSeeStaff,
  canSeeAvailabilities,
}: {
  business: string;
  state: CalendarState;
  dispatch: Dispatch<CalendarAction>;
  locations: CalendarCatalogue['locations'];
  services: CalendarCatalogue['services'];
  canSeeStaff: boolean;
  canSeeAvailabilities: boolean;
}) {
  const staffQuery = useQuery(CALENDAR_STAFF, canSeeStaff ? { variables: { business } } : skipToken);
  const staff = useMemo(() => staffQuery.data?.staff ?? [], [staffQuery.data]);
  const catalogue: CalendarCatalogue = useMemo(
    () => ({ locations, services, staff }),
    [locations, services, staff],
  );

  const range = visibleRange(state.view, state.date);
  const asked = queryRange(range);
  const { filters } = state;
  const orNull = (ids: string[]) => (ids.length ? ids : null);
  const eventsQuery = useQuery(CALENDAR_EVENTS, {
    variables: {
      business,
      fromDate: asked.from,
      toDate: asked.to,
      locationIds: orNull(filters.locationIds),
      roomIds: orNull(filters.roomIds),
      staffIds: orNull(filters.staffIds),
      serviceIds: orNull(filters.serviceIds),
      serviceTags: orNull(filters.serviceTags),
      activeOnly: state.showActiveOnly,
    },
    fetchPolicy: 'cache-and-network',
  });
  useLoadErrorToast(eventsQuery.error);
  const allEvents = useMemo(() => eventsQuery.data?.events ?? [], [eventsQuery.data]);
  const events = useMemo(
    () => shownEvents(allEvents, state.showActiveOnly),
    [allEvents, state.showActiveOnly],
  );

  const columns = useMemo(
    () => (state.view === 'day' ? resourceColumns(state.resource, catalogue, filters, events) : []),
    [state.view, state.resource, catalogue, filters, events],
  );
  const availabilityStaff = filters.staffIds.length
    ? filters.staffIds
    : staff.filter((s) => !s.deactivated).map((s) => s.id);
  const wantAvailabilities =
    state.showStaffAvailabilities &&
    canSeeAvailabilities &&
    state.view !== 'month' &&
    availabilityStaff.length > 0;
  const availabilitiesQuery = useQuery(
    CALENDAR_AVAILABILITIES,
    wantAvailabilities
      ? {
          variables: { business, fromDate: asked.from, toDate: asked.to, staffIds: availabilityStaff },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useLoadErrorToast(availabilitiesQuery.error);

  // After a change, the shown events (and availabilities) are read again.
  const { refetch: refetchEvents } = eventsQuery;
  const { refetch: refetchAvailabilities } = availabilitiesQuery;
  useEffect(() => {
    if (!state.refetch) return;
    dispatch({ type: 'setRefetch', refetch: false });
    void refetchEvents();
    if (wantAvailabilities) void refetchAvailabilities();
  }, [state.refetch, refetchEvents, refetchAvailabilities, wantAvailabilities]);
  const changed = useCallback(() => dispatch({ type: 'setRefetch', refetch: true }), []);

  const staffColors = useMemo(() => new Map(staff.map((s) => [s.id, s.staffCalendarColor])), [staff]);
  const items = useMemo(() => {
    const shown = eventItems(events, state.view, state.resource, staffColors).map((item) => {
      if (item.id !== state.draggedEventId || !state.eventDropTarget) return item;
      const t = state.eventDropTarget;
      return {
        ...item,
        start: new Date(t.startAt),
        end: new Date(t.endAt),
        resourceId: state.view === 'day' && t.resourceId ? [t.resourceId] : item.resourceId,
      };
    });
    const pieces = wantAvailabilities ? (availabilitiesQuery.data?.availabilities ?? []) : [];
    const free = availabilityItems(
      pieces,
      state.view,
      state.resource,
      columns,
      events,
      state.showStaffBlockedTimes,
    );
    return {
      events: [...shown, ...free.filter((i) => i.kind === 'availability')],
      background: free.filter((i) => i.kind === 'blocked'),
    };
  }, [
    events,
    state.view,
    state.resource,
    state.draggedEventId,
    state.eventDropTarget,
    state.showStaffBlockedTimes,
    staffColors,
    wantAvailabilities,
    availabilitiesQuery.data,
    columns,
  ]);

  return { staff, catalogue, eventsQuery, allEvents, events, columns, items, changed };
}
