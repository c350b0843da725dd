import { refusalOf } from '../common/refusal';
import {
  CALENDAR_TEXTS,
  checkLimit,
  dateWindow,
  displayName,
  eventPaid,
  eventStatusFilter,
  isLocalDate,
  MAX_CALENDAR_DAYS,
  participantStatusLabel,
} from './calendar-rules';

describe('how an event is shown', () => {
  it('adds the suffix of its status to its name', () => {
    expect(displayName('Piano', 'EVENT_STATUS_ACTIVE')).toBe('Piano');
    expect(displayName('Piano', 'EVENT_STATUS_COMPLETED')).toBe('Piano');
    expect(displayName('Piano', 'EVENT_STATUS_STAFF_CANCELED')).toBe('Piano (staff canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_LATE_CANCELED')).toBe('Piano (late canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_CANCELED')).toBe('Piano (canceled)');
    expect(displayName('Piano', 'EVENT_STATUS_HOLD')).toBe('Piano (hold)');
    expect(displayName('Piano', 'EVENT_STATUS_LOCATION_SKIP')).toBe('Piano (closed)');
  });

  it('labels the participant statuses', () => {
    expect(participantStatusLabel('CANCELED')).toBe('Client canceled');
    expect(participantStatusLabel('LATE_CANCELED')).toBe('Client late canceled');
    expect(participantStatusLabel(null)).toBeNull();
  });

  it('is paid when no client is unpaid', () => {
    expect(eventPaid([])).toBe(true);
    expect(eventPaid([{ paid: true }, { paid: true }])).toBe(true);
    expect(eventPaid([{ paid: true }, { paid: false }])).toBe(false);
  });
});

describe('the window of a read', () => {
  const zone = 'America/New_York';

  it('runs from local midnight of fromDate to local midnight after toDate', () => {
    const w = dateWindow('2026-01-05', '2026-01-11', zone, { required: true });
    expect(w.from?.toISOString()).toBe('2026-01-05T05:00:00.000Z');
    expect(w.to?.toISOString()).toBe('2026-01-12T05:00:00.000Z');
  });

  it('keeps local midnights across a DST change (a 167-hour week in spring)', () => {
    const w = dateWindow('2026-03-02', '2026-03-08', zone, { required: true });
    expect(w.from?.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(w.to?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const autumn = dateWindow('2026-11-01', '2026-11-01', zone);
    expect((autumn.to!.getTime() - autumn.from!.getTime()) / 3_600_000).toBe(25);
  });

  it('is open at an end without a date unless dates are required', () => {
    expect(dateWindow(null, '2026-01-11', zone).from).toBeNull();
    expect(dateWindow('2026-01-05', ' ', zone).to).toBeNull();
    expect(refusalOf(() => dateWindow(null, '2026-01-11', zone, { required: true }))).toBe(
      'fromDate is required',
    );
    expect(refusalOf(() => dateWindow('2026-01-05', null, zone, { required: true }))).toBe(
      'toDate is required',
    );
  });

  it('refuses a date that is not YYYY-MM-DD, an end before the start and too long a window', () => {
    expect(refusalOf(() => dateWindow('2026-02-30', '2026-03-01', zone))).toBe(
      CALENDAR_TEXTS.badDate('fromDate'),
    );
    expect(refusalOf(() => dateWindow('2026-03-01', 'tomorrow', zone))).toBe(
      CALENDAR_TEXTS.badDate('toDate'),
    );
    expect(refusalOf(() => dateWindow('2026-03-02', '2026-03-01', zone))).toBe(CALENDAR_TEXTS.toBeforeFrom);
    expect(
      refusalOf(() => dateWindow('2026-01-01', '2026-03-04', zone, { maxDays: MAX_CALENDAR_DAYS })),
    ).toBe(CALENDAR_TEXTS.tooLong(62));
    expect(dateWindow('2026-01-01', '2026-03-03', zone, { maxDays: MAX_CALENDAR_DAYS }).to).not.toBeNull();
  });

  it('reads local dates strictly', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2023-02-29')).toBe(false);
    expect(isLocalDate('2024-02-29T00:00')).toBe(false);
  });
});

describe('limits and status filters', () => {
  it('takes a limit from 1 to 1000, else the default', () => {
    expect(checkLimit(null, 200)).toBe(200);
    expect(checkLimit(1, 200)).toBe(1);
    expect(checkLimit(1000, 200)).toBe(1000);
    expect(refusalOf(() => checkLimit(0, 200))).toBe('limit must be between 1 and 1000');
    expect(refusalOf(() => checkLimit(1001, 200))).toBe('limit must be between 1 and 1000');
  });

  it('names event statuses in any case and refuses unknown ones', () => {
    expect(eventStatusFilter(null)).toBeNull();
    expect(eventStatusFilter(['event_status_active', 'EVENT_STATUS_ACTIVE'])).toEqual([
      'EVENT_STATUS_ACTIVE',
    ]);
    expect(refusalOf(() => eventStatusFilter('BOOKED'))).toBe('Unknown status: BOOKED');
  });
});
