/**
 * /calendar (001 §2.7): the day by room, staff or service, the week and the month, in the viewer's
 * zone. The screen puts together the toolbar, the filters, the calendar and what opens over it.
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { useBusinessName, useCan } from '../clients/use-business';
import { getTimezonePreference } from '../timezone/timezone-model';
import { todayIn } from '../timezone/zoned-time';
import { CalendarFilters } from './calendar-filters';
import { CalendarGrid } from './calendar-grid';
import type { CalendarCatalogue } from './calendar-model';
import { CalendarOverlays } from './calendar-overlays';
import { stepDate } from './calendar-range';
import type { BatchModal } from './calendar-state';
import { CalendarHeader, CalendarNavigation, VIEW_CHOICES } from './calendar-toolbar';
import { CALENDAR_PLACES } from './calendar.graphql';
import type { CalendarRights } from './event-popup';
import { useCalendarData } from './use-calendar-data';
import { useCalendarState } from './use-calendar-url';

/** /calendar (001 §2.7): the day by room, staff or service, the week and the month. */
export default function CalendarScreen() {
  const business = useBusinessName();
  const places = useQuery(CALENDAR_PLACES, business ? { variables: { business } } : skipToken);
  useLoadErrorToast(places.error);
  if (places.error && !places.data)
    return (
      <Alert color="red" title={LOAD_ERROR_TITLE}>
        {errorMessage(places.error)}
      </Alert>
    );
  if (!business || !places.data) return <Loader aria-label="Loading" />;
  const zone = getTimezonePreference(business) ?? places.data.businessQuery?.timezone ?? 'UTC';
  return (
    <CalendarBoard
      key={`${business}:${zone}`}
      business={business}
      zone={zone}
      locations={places.data.locations}
      services={places.data.services}
    />
  );
}

function CalendarBoard({
  business,
  zone,
  locations,
  services,
}: {
  business: string;
  zone: string;
  locations: CalendarCatalogue['locations'];
  services: CalendarCatalogue['services'];
}) {
  const today = todayIn(zone, Date.now());
  const [state, dispatch] = useCalendarState(business, today);
  const can = useCan();
  const rights: CalendarRights = {
    book: can('book', 'APPOINTMENT'),
    update: can('update', 'APPOINTMENT'),
    cancel: can('cancel', 'APPOINTMENT'),
    attendance: can('update', 'APPOINTMENT_STATUS') || can('update', 'OWN_EVENT_PARTICIPANT_STATUS'),
  };
  const canSeeStaff = can('list', 'STAFF');
  const canSeeAvailabilities = can('list', 'AVAILABILITIES');
  const { staff, catalogue, eventsQuery, allEvents, events, columns, items, changed } = useCalendarData({
    business,
    state,
    dispatch,
    locations,
    services,
    canSeeStaff,
    canSeeAvailabilities,
  });

  const setDate = (date: string) => dispatch({ type: 'setDate', date });
  const step = (to: 'PREV' | 'NEXT' | 'TODAY') => setDate(stepDate(state.view, state.date, to, today));
  const toView = (value: string | null) => {
    const choice = VIEW_CHOICES.find((c) => c.value === value);
    if (choice)
      dispatch({ type: 'setDateAndView', date: state.date, view: choice.view, resource: choice.resource });
  };
  const batchAllowed: Record<BatchModal, boolean> = {
    cancel: rights.cancel,
    email: true,
    sms: true,
    attendance: rights.attendance,
    update: rights.update,
  };

  return (
    <Stack gap="sm" style={{ minWidth: 0, maxWidth: '100%' }}>
      <CalendarHeader
        state={state}
        dispatch={dispatch}
        zone={zone}
        batchAllowed={batchAllowed}
        onView={toView}
      />
      <CalendarNavigation state={state} loading={eventsQuery.loading} onStep={step} onDate={setDate} />

      <CalendarFilters
        state={state}
        dispatch={dispatch}
        catalogue={catalogue}
        canSeeStaff={canSeeStaff}
        canSeeAvailabilities={canSeeAvailabilities}
      />

      {eventsQuery.error && !eventsQuery.data && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(eventsQuery.error)}
        </Alert>
      )}
      {state.view === 'day' && columns.length === 0 && (
        <Text c="dimmed">
          Nothing to show: no {state.resource === 'staff' ? 'staff' : `${state.resource}s`} match the filters.
        </Text>
      )}

      <CalendarGrid
        state={state}
        dispatch={dispatch}
        zone={zone}
        items={items}
        events={events}
        columns={columns}
        rights={rights}
        loaded={!!eventsQuery.data}
        onView={toView}
        onDate={setDate}
      />

      <CalendarOverlays
        state={state}
        dispatch={dispatch}
        business={business}
        zone={zone}
        rights={rights}
        columns={columns}
        allEvents={allEvents}
        events={events}
        staff={staff}
        locations={locations}
        onChanged={changed}
      />
    </Stack>
  );
}
