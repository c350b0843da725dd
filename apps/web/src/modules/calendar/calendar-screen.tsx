import { CSSProperties, useCallback, useEffect, useMemo, useReducer } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Menu,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTime } from 'luxon';
import { Calendar, EventProps, ResourceHeaderProps, SlotInfo, View } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './calendar.css';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { useBusinessName, useCan } from '../clients/use-business';
import { saveWithToasts } from '../staff/screen-helpers';
import { getTimezonePreference, timezoneLabel } from '../timezone/timezone-model';
import { todayIn } from '../timezone/zoned-time';
import { BatchModals, BATCH_TITLES } from './batch-modals';
import { CalendarFilters } from './calendar-filters';
import { AvailabilityMenu, SlotMenu, UpdateOnMove } from './calendar-menus';
import {
  availabilityItems,
  availabilityPlace,
  CalendarCatalogue,
  CalendarEvent,
  CalendarItem,
  dateAt,
  eventItems,
  isoIn,
  localDate,
  moveChanges,
  moveInput,
  moveSummary,
  queryRange,
  rangeTitle,
  resourceColumns,
  ResourceColumn,
  shownEvents,
  slotPlace,
  stepDate,
  visibleRange,
} from './calendar-model';
import { EventBox, ResourceHeader } from './calendar-parts';
import {
  BatchModal,
  calendarReducer,
  CalendarResource,
  CalendarState,
  CalendarView,
  loadRemembered,
  parseQuery,
  rememberedOf,
  saveRemembered,
  startState,
  toQuery,
} from './calendar-state';
import {
  CALENDAR_AVAILABILITIES,
  CALENDAR_EVENTS,
  CALENDAR_PLACES,
  CALENDAR_STAFF,
  UPDATE_EVENT,
} from './calendar.graphql';
import { CalendarRights, EventPopup } from './event-popup';
import { useZonedLocalizer } from './use-zoned-localizer';

/**
 * The drag and drop addon is CommonJS: bundlers hand its default export over either as it is or
 * wrapped once more (Node's interop gives the whole `exports` as the default).
 */
type WithDragAndDrop = typeof dragAndDrop.default;
const unwrap = (m: unknown): WithDragAndDrop =>
  typeof m === 'function' ? (m as WithDragAndDrop) : unwrap((m as { default: unknown }).default);
const withDragAndDrop = unwrap(dragAndDrop);
const DnDCalendar = withDragAndDrop<CalendarItem, ResourceColumn>(Calendar);

/** The view choices of the toolbar: the three day views by resource, the week and the month. */
const VIEW_CHOICES: Array<{ value: string; label: string; view: CalendarView; resource?: CalendarResource }> =
  [
    { value: 'day:room', label: 'Day by room', view: 'day', resource: 'room' },
    { value: 'day:staff', label: 'Day by staff', view: 'day', resource: 'staff' },
    { value: 'day:service', label: 'Day by service', view: 'day', resource: 'service' },
    { value: 'week', label: 'Week', view: 'week' },
    { value: 'month', label: 'Month', view: 'month' },
  ];

/** A phone-sized screen, where the filter area starts collapsed until the device remembers otherwise. */
const smallScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 48em)').matches;

const viewValue = (s: Pick<CalendarState, 'view' | 'resource'>) =>
  s.view === 'day' ? `day:${s.resource}` : s.view;

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
  const [search, setSearch] = useSearchParams();
  const [state, dispatch] = useReducer(calendarReducer, undefined, () =>
    startState(parseQuery(search), loadRemembered(business, undefined, smallScreen()), today),
  );
  const can = useCan();
  const rights: CalendarRights = {
    book: can('book', 'APPOINTMENT'),
    update: can('update', 'APPOINTMENT'),
    cancel: can('cancel', 'APPOINTMENT'),
    attendance: can('update', 'APPOINTMENT_STATUS') || can('update', 'OWN_EVENT_PARTICIPANT_STATUS'),
  };
  const canSeeStaff = can('list', 'STAFF');
  const canSeeAvailabilities = can('list', 'AVAILABILITIES');
  const localizer = useZonedLocalizer(zone);

  // The device remembers view, resource, filtered locations, filter collapsed, availabilities (001 §2.7).
  const remembered = JSON.stringify(rememberedOf(state));
  useEffect(() => saveRemembered(business, JSON.parse(remembered)), [business, remembered]);

  // The URL follows the view, resource and date; a link to /calendar?view=... changes them.
  const query = search.toString();
  useEffect(() => {
    const asked = parseQuery(new URLSearchParams(query));
    const view = asked.view ?? state.view;
    const resource = asked.resource ?? state.resource;
    const date = asked.date ?? state.date;
    if (view !== state.view || resource !== state.resource || date !== state.date)
      dispatch({ type: 'setDateAndView', date, view, resource });
    // only a change of the URL is followed here
  }, [query]);
  const wanted = toQuery(state);
  useEffect(() => {
    if (wanted !== query) setSearch(new URLSearchParams(wanted), { replace: !parseQuery(search).date });
    // only a change of the state is followed here
  }, [wanted]);

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

  const setDate = (date: string) => dispatch({ type: 'setDate', date });
  const step = (to: 'PREV' | 'NEXT' | 'TODAY') => setDate(stepDate(state.view, state.date, to, today));
  const toView = (value: string | null) => {
    const choice = VIEW_CHOICES.find((c) => c.value === value);
    if (choice)
      dispatch({ type: 'setDateAndView', date: state.date, view: choice.view, resource: choice.resource });
  };

  // ---- calendar callbacks ----
  const target = (start: Date | string, end: Date | string, resourceId?: unknown) => ({
    startAt: isoIn(new Date(start), zone),
    endAt: isoIn(new Date(end), zone),
    resourceId: typeof resourceId === 'string' ? resourceId : null,
  });

  const onSelectSlot = (slot: SlotInfo) => {
    if (state.view === 'month') {
      const start = DateTime.fromJSDate(slot.start).setZone(zone).set({ hour: 9, minute: 0 });
      dispatch({
        type: 'selectSlot',
        slot: target(start.toJSDate(), start.plus({ minutes: 30 }).toJSDate()),
      });
      return;
    }
    dispatch({ type: 'selectSlot', slot: target(slot.start, slot.end, slot.resourceId) });
  };

  const onSelectEvent = (item: CalendarItem) => {
    if (item.kind === 'event') dispatch({ type: 'openEventPopup', eventId: item.id });
    else if (item.kind === 'availability' && item.availability)
      dispatch({ type: 'openAvailabilityMenu', availability: item.availability });
  };

  const onDrop = ({ event: item, start, end, resourceId }: EventInteractionArgs<CalendarItem>) => {
    let from = new Date(start);
    let to = new Date(end);
    if (state.view === 'month' && item.kind === 'event') {
      // a day cell keeps the event's time of day and length
      const day = DateTime.fromJSDate(from).setZone(zone);
      const was = DateTime.fromJSDate(item.start).setZone(zone);
      const moved = was.set({ year: day.year, month: day.month, day: day.day });
      from = moved.toJSDate();
      to = moved.plus({ milliseconds: item.end.getTime() - item.start.getTime() }).toJSDate();
    }
    const dropped = target(from, to, resourceId);
    if (item.kind === 'availability' && item.availability) {
      dispatch({ type: 'dropAvailability', availability: item.availability, target: dropped });
      return;
    }
    if (item.kind !== 'event' || !item.event) return;
    if (!moveChanges(item.event, moveInput(item.event, dropped, state.view, state.resource, columns))) return;
    dispatch({ type: 'dropEvent', eventId: item.id, target: dropped });
  };

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
    changed();
  };

  const selected = allEvents.find((e) => e.id === state.selectedEventId);
  const draggable = (item: CalendarItem) =>
    item.kind === 'availability'
      ? rights.book
      : item.kind === 'event' && rights.update && !item.locked && !item.cancelled;

  const components = useMemo(
    () => ({
      event: (props: EventProps<CalendarItem>) => (
        <Box
          h="100%"
          onMouseEnter={() => dispatch({ type: 'hoverEvent', eventId: props.event.id })}
          onMouseLeave={() => dispatch({ type: 'hoverEvent', eventId: null })}
        >
          <EventBox {...props} />
        </Box>
      ),
      resourceHeader: ({ resource }: ResourceHeaderProps<ResourceColumn>) => (
        <ResourceHeader resource={resource} />
      ),
    }),
    [],
  );

  const eventStyle = (item: CalendarItem): { style: CSSProperties; className: string } => {
    const marked = item.id === state.hoveredEventId || item.id === state.selectedEventId;
    if (item.kind === 'availability')
      return {
        className: 'tempo-calendar-availability',
        style: {
          backgroundColor: 'rgba(47, 158, 68, 0.18)',
          color: '#1b5e20',
          border: '1px dashed #2f9e44',
        },
      };
    if (item.kind === 'blocked')
      return { className: 'tempo-calendar-blocked', style: { backgroundColor: 'rgba(134, 142, 150, 0.25)' } };
    return {
      className: 'tempo-calendar-event',
      style: {
        backgroundColor: item.color,
        color: item.textColor,
        opacity: item.cancelled ? 0.55 : 1,
        border: '1px solid rgba(0, 0, 0, 0.15)',
        boxShadow: marked ? '0 0 0 2px var(--mantine-color-dark-6)' : undefined,
      },
    };
  };

  // The day opens at 8:00, or at the first shown lesson when it starts earlier or later in the day.
  const scrollToTime = useMemo(() => {
    const midnight = DateTime.fromISO(state.date, { zone }).startOf('day');
    const minutes = events.map((e) => {
      const start = DateTime.fromISO(e.startAt).setZone(zone);
      return start.hour * 60 + start.minute;
    });
    const first = minutes.length ? Math.min(...minutes) : 8 * 60;
    return midnight.plus({ minutes: Math.max(0, first - 30) }).toJSDate();
  }, [state.date, zone, events]);
  const minWidth =
    state.view === 'day' ? Math.max(360, 70 + columns.length * 130) : state.view === 'week' ? 760 : 640;

  const slotPlaceOf = state.selectedSlot
    ? slotPlace(state.selectedSlot, state.view, state.resource, columns, filters)
    : null;
  const batchAllowed: Record<BatchModal, boolean> = {
    cancel: rights.cancel,
    email: true,
    sms: true,
    attendance: rights.attendance,
    update: rights.update,
  };

  return (
    <Stack gap="sm" style={{ minWidth: 0, maxWidth: '100%' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={2}>Calendar</Title>
          <Text size="sm" c="dimmed">
            {timezoneLabel(zone)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label="View"
            data={VIEW_CHOICES.map(({ value, label }) => ({ value, label }))}
            value={viewValue(state)}
            onChange={toView}
            allowDeselect={false}
            w={170}
            comboboxProps={{ withinPortal: true }}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default">Batch</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(Object.keys(BATCH_TITLES) as BatchModal[]).map((modal) => (
                <Menu.Item
                  key={modal}
                  disabled={!batchAllowed[modal]}
                  onClick={() => dispatch({ type: 'toggleBatch', modal })}
                >
                  {BATCH_TITLES[modal]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={4} wrap="nowrap">
          <Button variant="default" size="sm" onClick={() => step('TODAY')}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => step('PREV')}>
            ‹
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => step('NEXT')}>
            ›
          </ActionIcon>
          <TextInput
            type="date"
            aria-label="Date"
            value={state.date}
            onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
            w={150}
          />
        </Group>
        <Group gap="xs">
          {eventsQuery.loading && <Loader size="xs" aria-label="Loading events" />}
          <Title order={4} aria-live="polite">
            {rangeTitle(state.view, state.date)}
          </Title>
        </Group>
      </Group>

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

      <Box
        style={{ overflowX: 'auto', maxWidth: '100%' }}
        aria-label="Calendar"
        role="region"
        className="tempo-calendar"
      >
        <Box style={{ minWidth }} h={state.view === 'month' ? 720 : 'max(600px, calc(100vh - 290px))'}>
          <DnDCalendar
            // made anew once the range's events are in, so that it opens at the first lesson
            key={`${state.view}:${state.resource}:${state.date}:${eventsQuery.data ? 'read' : 'reading'}`}
            localizer={localizer}
            events={items.events}
            backgroundEvents={items.background}
            view={state.view as View}
            views={['day', 'week', 'month']}
            onView={(view) => toView(view === 'day' ? `day:${state.resource}` : view)}
            date={dateAt(state.date, zone)}
            onNavigate={(date) => setDate(localDate(date, zone))}
            onDrillDown={(date) =>
              dispatch({ type: 'setDateAndView', date: localDate(date, zone), view: 'day' })
            }
            getNow={() => new Date()}
            toolbar={false}
            resources={state.view === 'day' ? columns : undefined}
            resourceIdAccessor={(r: ResourceColumn) => r.id}
            resourceTitleAccessor={(r: ResourceColumn) => r.title}
            titleAccessor="title"
            tooltipAccessor={(item: CalendarItem) => item.title}
            components={components}
            eventPropGetter={eventStyle}
            selectable={rights.book}
            onSelectSlot={onSelectSlot}
            onSelectEvent={onSelectEvent}
            selected={items.events.find((i) => i.id === state.selectedEventId)}
            draggableAccessor={draggable}
            resizableAccessor={(item: CalendarItem) => item.kind === 'event' && draggable(item)}
            onEventDrop={onDrop}
            onEventResize={onDrop}
            step={15}
            timeslots={4}
            scrollToTime={scrollToTime}
            popup
            showMultiDayTimes
            dayLayoutAlgorithm="overlap"
          />
        </Box>
      </Box>

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
          onChanged={changed}
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
      {state.updateOnMoveOpen && draggedEvent && pendingMove && (
        <UpdateOnMove
          summary={moveSummary(draggedEvent, pendingMove, zone, columns)}
          recurring={!!draggedEvent.recurringId}
          saving={updating.loading}
          onConfirm={() => void confirmMove()}
          onCancel={() => dispatch({ type: 'clearDraggedEvent' })}
        />
      )}
      {state.batch && (
        <BatchModals
          modal={state.batch}
          events={events as CalendarEvent[]}
          business={business}
          zone={zone}
          staff={staff}
          locations={locations}
          onClose={() => dispatch({ type: 'toggleBatch', modal: state.batch! })}
          onChanged={changed}
        />
      )}
    </Stack>
  );
}
