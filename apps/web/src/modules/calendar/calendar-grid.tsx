/**
 * The calendar itself (react-big-calendar with drag and drop): the items in their styles, the day
 * opening at the first lesson, and what a click or a drop does — a slot opens its menu, an event its
 * pop-up, an availability its menu; a dropped availability books there, a moved event asks for the
 * 'update on move' confirmation.
 */
import { CSSProperties, Dispatch, useMemo } from 'react';
import { Box } from '@mantine/core';
import { DateTime } from 'luxon';
import { Calendar, EventProps, ResourceHeaderProps, SlotInfo, View } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './calendar.css';
import { moveChanges, moveInput } from './calendar-actions';
import type { ResourceColumn } from './calendar-columns';
import type { CalendarItem } from './calendar-items';
import type { CalendarEvent } from './calendar-model';
import { EventBox, ResourceHeader } from './calendar-parts';
import { dateAt, isoIn, localDate } from './calendar-range';
import type { CalendarAction, CalendarState } from './calendar-state';
import type { CalendarRights } from './event-popup';
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

/** How an item looks: a free piece dashed green, a blocked time grey, an event in its colours. */
function itemStyle(item: CalendarItem, state: CalendarState): { style: CSSProperties; className: string } {
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
}

export function CalendarGrid({
  state,
  dispatch,
  zone,
  items,
  events,
  columns,
  rights,
  loaded,
  onView,
  onDate,
}: {
  state: CalendarState;
  dispatch: Dispatch<CalendarAction>;
  zone: string;
  items: { events: CalendarItem[]; background: CalendarItem[] };
  events: readonly CalendarEvent[];
  columns: ResourceColumn[];
  rights: CalendarRights;
  /** Whether the range's events are in (the calendar is made anew then, to open at the first lesson). */
  loaded: boolean;
  onView: (value: string | null) => void;
  onDate: (date: string) => void;
}) {
  const localizer = useZonedLocalizer(zone);

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

  return (
    <Box
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      aria-label="Calendar"
      role="region"
      className="tempo-calendar"
    >
      <Box style={{ minWidth }} h={state.view === 'month' ? 720 : 'max(600px, calc(100vh - 290px))'}>
        <DnDCalendar
          // made anew once the range's events are in, so that it opens at the first lesson
          key={`${state.view}:${state.resource}:${state.date}:${loaded ? 'read' : 'reading'}`}
          localizer={localizer}
          events={items.events}
          backgroundEvents={items.background}
          view={state.view as View}
          views={['day', 'week', 'month']}
          onView={(view) => onView(view === 'day' ? `day:${state.resource}` : view)}
          date={dateAt(state.date, zone)}
          onNavigate={(date) => onDate(localDate(date, zone))}
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
          eventPropGetter={(item: CalendarItem) => itemStyle(item, state)}
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
  );
}
