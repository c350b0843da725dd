/**
 * The calendar screen's UI state (001 §4.7) as a pure reducer, with what the device remembers of it
 * (001 §2.7: view, resource, filtered locations, filter collapsed, show staff availabilities) and
 * what the URL carries (view, resource, date).
 */

export type CalendarView = 'day' | 'week' | 'month';
export type CalendarResource = 'room' | 'staff' | 'service';
export type BatchModal = 'cancel' | 'email' | 'sms' | 'attendance' | 'update';

export const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];
export const RESOURCES: readonly CalendarResource[] = ['room', 'staff', 'service'];

export interface CalendarFilters {
  locationIds: string[];
  roomIds: string[];
  staffIds: string[];
  serviceIds: string[];
  serviceTags: string[];
}

export type FilterKey = keyof CalendarFilters;

/** Where something is dropped or a slot is chosen: a time range and, in a day view by resource, the column. */
export interface CalendarTarget {
  startAt: string;
  endAt: string;
  /** The id of the column's resource (room, staff member or service), when the view has columns. */
  resourceId?: string | null;
}

/** A staff member's free piece of time shown on the calendar. */
export interface AvailabilityRef {
  staffId: string;
  staffName: string;
  startAt: string;
  endAt: string;
  locationId?: string | null;
}

export interface CalendarState {
  view: CalendarView;
  resource: CalendarResource;
  /** The shown local date (YYYY-MM-DD) in the viewer's zone. */
  date: string;
  filters: CalendarFilters;
  filterCollapsed: boolean;
  showStaffAvailabilities: boolean;
  showActiveOnly: boolean;
  showStaffBlockedTimes: boolean;
  selectedEventId: string | null;
  hoveredEventId: string | null;
  eventPopupOpen: boolean;
  eventMenuOpen: boolean;
  availabilityMenuOpen: boolean;
  selectedAvailability: AvailabilityRef | null;
  draggedAvailability: AvailabilityRef | null;
  availabilityDropTarget: CalendarTarget | null;
  /** Set when the shown events must be read again (after a change). */
  refetch: boolean;
  batch: BatchModal | null;
  selectedSlot: CalendarTarget | null;
  slotMenuOpen: boolean;
  updateOnMoveOpen: boolean;
  draggedEventId: string | null;
  eventDropTarget: CalendarTarget | null;
}

export const NO_FILTERS: CalendarFilters = {
  locationIds: [],
  roomIds: [],
  staffIds: [],
  serviceIds: [],
  serviceTags: [],
};

/** What the device remembers (001 §2.7). */
export interface Remembered {
  view: CalendarView;
  resource: CalendarResource;
  locationIds: string[];
  filterCollapsed: boolean;
  showStaffAvailabilities: boolean;
}

export const DEFAULT_REMEMBERED: Remembered = {
  view: 'day',
  resource: 'staff',
  locationIds: [],
  filterCollapsed: false,
  showStaffAvailabilities: false,
};

export function initialState(date: string, remembered: Remembered = DEFAULT_REMEMBERED): CalendarState {
  return {
    view: remembered.view,
    resource: remembered.resource,
    date,
    filters: { ...NO_FILTERS, locationIds: [...remembered.locationIds] },
    filterCollapsed: remembered.filterCollapsed,
    showStaffAvailabilities: remembered.showStaffAvailabilities,
    showActiveOnly: true,
    showStaffBlockedTimes: true,
    selectedEventId: null,
    hoveredEventId: null,
    eventPopupOpen: false,
    eventMenuOpen: false,
    availabilityMenuOpen: false,
    selectedAvailability: null,
    draggedAvailability: null,
    availabilityDropTarget: null,
    refetch: false,
    batch: null,
    selectedSlot: null,
    slotMenuOpen: false,
    updateOnMoveOpen: false,
    draggedEventId: null,
    eventDropTarget: null,
  };
}

export type CalendarAction =
  | { type: 'clearFilters' }
  | { type: 'setFilterCollapsed'; collapsed: boolean }
  | { type: 'openEventPopup'; eventId: string }
  | { type: 'closeEventPopup' }
  | { type: 'openEventMenu'; eventId: string }
  | { type: 'closeEventMenu' }
  | { type: 'openAvailabilityMenu'; availability: AvailabilityRef }
  | { type: 'closeAvailabilityMenu' }
  | { type: 'setSelectedAvailability'; availability: AvailabilityRef | null }
  | { type: 'dropAvailability'; availability: AvailabilityRef; target: CalendarTarget }
  | { type: 'clearDraggedAvailability' }
  | { type: 'setEvent'; eventId: string }
  | { type: 'clearEvent' }
  | { type: 'hoverEvent'; eventId: string | null }
  | { type: 'setRefetch'; refetch: boolean }
  | { type: 'setDate'; date: string }
  | { type: 'setDateAndView'; date: string; view: CalendarView; resource?: CalendarResource }
  | { type: 'setResource'; resource: CalendarResource }
  | { type: 'setFilter'; key: FilterKey; ids: string[] }
  | { type: 'toggleStaffAvailabilities' }
  | { type: 'toggleActiveOnly' }
  | { type: 'toggleStaffBlockedTimes' }
  | { type: 'toggleBatch'; modal: BatchModal }
  | { type: 'selectSlot'; slot: CalendarTarget }
  | { type: 'closeSlotMenu' }
  | { type: 'toggleUpdateOnMove' }
  | { type: 'dropEvent'; eventId: string; target: CalendarTarget }
  | { type: 'clearDraggedEvent' };

const unique = (ids: readonly string[]) => Array.from(new Set(ids.filter(Boolean)));

export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'clearFilters':
      return { ...state, filters: { ...NO_FILTERS } };
    case 'setFilterCollapsed':
      return { ...state, filterCollapsed: action.collapsed };
    case 'openEventPopup':
      return {
        ...state,
        selectedEventId: action.eventId,
        eventPopupOpen: true,
        eventMenuOpen: false,
        slotMenuOpen: false,
        availabilityMenuOpen: false,
      };
    case 'closeEventPopup':
      return { ...state, eventPopupOpen: false, eventMenuOpen: false };
    case 'openEventMenu':
      return { ...state, selectedEventId: action.eventId, eventMenuOpen: true };
    case 'closeEventMenu':
      return { ...state, eventMenuOpen: false };
    case 'openAvailabilityMenu':
      return {
        ...state,
        selectedAvailability: action.availability,
        availabilityMenuOpen: true,
        eventPopupOpen: false,
        slotMenuOpen: false,
      };
    case 'closeAvailabilityMenu':
      return {
        ...state,
        availabilityMenuOpen: false,
        draggedAvailability: null,
        availabilityDropTarget: null,
      };
    case 'setSelectedAvailability':
      return { ...state, selectedAvailability: action.availability };
    case 'dropAvailability':
      return {
        ...state,
        draggedAvailability: action.availability,
        availabilityDropTarget: action.target,
        selectedAvailability: action.availability,
        availabilityMenuOpen: true,
      };
    case 'clearDraggedAvailability':
      return { ...state, draggedAvailability: null, availabilityDropTarget: null };
    case 'setEvent':
      return { ...state, selectedEventId: action.eventId };
    case 'clearEvent':
      return { ...state, selectedEventId: null, eventPopupOpen: false, eventMenuOpen: false };
    case 'hoverEvent':
      return { ...state, hoveredEventId: action.eventId };
    case 'setRefetch':
      return { ...state, refetch: action.refetch };
    case 'setDate':
      return { ...state, date: action.date };
    case 'setDateAndView':
      return {
        ...state,
        date: action.date,
        view: action.view,
        resource: action.resource ?? state.resource,
      };
    case 'setResource':
      return { ...state, resource: action.resource };
    case 'setFilter': {
      const filters = { ...state.filters, [action.key]: unique(action.ids) };
      return { ...state, filters };
    }
    case 'toggleStaffAvailabilities':
      return { ...state, showStaffAvailabilities: !state.showStaffAvailabilities };
    case 'toggleActiveOnly':
      return { ...state, showActiveOnly: !state.showActiveOnly };
    case 'toggleStaffBlockedTimes':
      return { ...state, showStaffBlockedTimes: !state.showStaffBlockedTimes };
    case 'toggleBatch':
      return { ...state, batch: state.batch === action.modal ? null : action.modal };
    case 'selectSlot':
      return {
        ...state,
        selectedSlot: action.slot,
        slotMenuOpen: true,
        eventPopupOpen: false,
        availabilityMenuOpen: false,
      };
    case 'closeSlotMenu':
      return { ...state, slotMenuOpen: false, selectedSlot: null };
    case 'toggleUpdateOnMove':
      return state.updateOnMoveOpen
        ? { ...state, updateOnMoveOpen: false, draggedEventId: null, eventDropTarget: null }
        : { ...state, updateOnMoveOpen: true };
    case 'dropEvent':
      return {
        ...state,
        draggedEventId: action.eventId,
        eventDropTarget: action.target,
        updateOnMoveOpen: true,
        eventPopupOpen: false,
      };
    case 'clearDraggedEvent':
      return { ...state, draggedEventId: null, eventDropTarget: null, updateOnMoveOpen: false };
  }
}

/** How many filters are set (the collapsed filter area shows it). */
export const activeFilterCount = (filters: CalendarFilters): number =>
  Object.values(filters).reduce((n, ids: string[]) => n + ids.length, 0);

// ---- Remembered on the device ----

/** localStorage key of the remembered calendar settings of one business. */
export const rememberedKey = (business: string) => `calendar:${business}`;

const isView = (v: unknown): v is CalendarView => VIEWS.includes(v as CalendarView);
const isResource = (v: unknown): v is CalendarResource => RESOURCES.includes(v as CalendarResource);

/** Reads what a device stored; anything missing, unknown or unreadable takes its default. */
export function parseRemembered(text: string | null | undefined): Remembered {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  return {
    view: isView(raw.view) ? raw.view : DEFAULT_REMEMBERED.view,
    resource: isResource(raw.resource) ? raw.resource : DEFAULT_REMEMBERED.resource,
    locationIds: Array.isArray(raw.locationIds)
      ? unique(raw.locationIds.filter((id): id is string => typeof id === 'string'))
      : [],
    filterCollapsed:
      typeof raw.filterCollapsed === 'boolean' ? raw.filterCollapsed : DEFAULT_REMEMBERED.filterCollapsed,
    showStaffAvailabilities:
      typeof raw.showStaffAvailabilities === 'boolean'
        ? raw.showStaffAvailabilities
        : DEFAULT_REMEMBERED.showStaffAvailabilities,
  };
}

export const rememberedOf = (state: CalendarState): Remembered => ({
  view: state.view,
  resource: state.resource,
  locationIds: state.filters.locationIds,
  filterCollapsed: state.filterCollapsed,
  showStaffAvailabilities: state.showStaffAvailabilities,
});

/**
 * What the device remembers for a business; a device that remembers nothing yet starts with the
 * filter area collapsed on a small screen.
 */
export function loadRemembered(
  business: string,
  storage: Storage | undefined = safeStorage(),
  smallScreen = false,
): Remembered {
  let stored: string | null | undefined = null;
  try {
    stored = storage?.getItem(rememberedKey(business));
  } catch {
    stored = null;
  }
  const remembered = parseRemembered(stored);
  return stored ? remembered : { ...remembered, filterCollapsed: smallScreen };
}

export function saveRemembered(
  business: string,
  remembered: Remembered,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(rememberedKey(business), JSON.stringify(remembered));
  } catch {
    // storage full or refused: the settings are simply not remembered
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

// ---- The URL ----

export interface CalendarQuery {
  view?: CalendarView;
  resource?: CalendarResource;
  date?: string;
}

const isDate = (v: string | null): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** view, resource and date of the URL's query; unknown values are left out. */
export function parseQuery(search: URLSearchParams): CalendarQuery {
  const view = search.get('view');
  const resource = search.get('resource');
  const date = search.get('date');
  return {
    view: isView(view) ? view : undefined,
    resource: isResource(resource) ? resource : undefined,
    date: isDate(date) ? date : undefined,
  };
}

/** The state a visit starts with: the URL's view, resource and date over the remembered settings. */
export function startState(query: CalendarQuery, remembered: Remembered, today: string): CalendarState {
  const state = initialState(query.date ?? today, remembered);
  return {
    ...state,
    view: query.view ?? state.view,
    resource: query.resource ?? state.resource,
  };
}

/** The URL query of a state: view, resource (day view only) and date. */
export function toQuery(state: Pick<CalendarState, 'view' | 'resource' | 'date'>): string {
  const params = new URLSearchParams({ view: state.view });
  if (state.view === 'day') params.set('resource', state.resource);
  params.set('date', state.date);
  return params.toString();
}
