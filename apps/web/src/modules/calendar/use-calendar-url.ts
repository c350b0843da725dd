/**
 * The calendar's state, started from the URL and the device's remembered settings, and kept in step
 * with both: the URL follows the view, resource and date, and a link to /calendar?view=... changes
 * them; the device remembers view, resource, filtered locations, filter collapsed and availabilities.
 */
import { Dispatch, useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import {
  CalendarAction,
  calendarReducer,
  CalendarState,
  loadRemembered,
  parseQuery,
  rememberedOf,
  saveRemembered,
  startState,
  toQuery,
} from './calendar-state';

/** A phone-sized screen, where the filter area starts collapsed until the device remembers otherwise. */
const smallScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 48em)').matches;

export function useCalendarState(business: string, today: string): [CalendarState, Dispatch<CalendarAction>] {
  const [search, setSearch] = useSearchParams();
  const [state, dispatch] = useReducer(calendarReducer, undefined, () =>
    startState(parseQuery(search), loadRemembered(business, undefined, smallScreen()), today),
  );

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

  return [state, dispatch];
}
