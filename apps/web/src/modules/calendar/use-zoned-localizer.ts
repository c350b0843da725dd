import { useEffect, useMemo } from 'react';
import { DateTime, Settings } from 'luxon';
import { DateLocalizer, luxonLocalizer } from 'react-big-calendar';
import { FIRST_DAY_OF_WEEK } from './calendar-range';

/**
 * react-big-calendar's luxon localizer working in `zone` rather than the browser's: luxon's default
 * zone is the viewer's chosen zone while the calendar is shown (the localizer reads it for every day,
 * slot and label), and back to the system's when it is gone. The localizer is made anew for each
 * zone, after the default is set (it measures the zone once, when made).
 */
export function useZonedLocalizer(zone: string): DateLocalizer {
  const localizer = useMemo(() => {
    Settings.defaultZone = zone;
    return luxonLocalizer(DateTime, { firstDayOfWeek: FIRST_DAY_OF_WEEK });
  }, [zone]);
  useEffect(() => {
    Settings.defaultZone = zone;
    return () => {
      Settings.defaultZone = 'system';
    };
  }, [zone]);
  return localizer;
}
