import { describe, expect, it } from 'vitest';
import {
  emptyWaitlist,
  statusLabel,
  validateWaitlist,
  waitlistInput,
  windowText,
  withWhom,
} from './waitlist-model';

const valid = () => ({ ...emptyWaitlist('2027-03-01', 'c1', 'Chloe'), serviceId: 's1' });

describe('waitlist notification form', () => {
  it('starts with weekday afternoons for four weeks', () => {
    const v = emptyWaitlist('2027-03-01');
    expect(v.fromDate).toBe('2027-03-01');
    expect(v.toDate).toBe('2027-03-29');
    expect(v.windows).toEqual([
      { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], fromTime: '15:00', toTime: '18:00' },
    ]);
  });

  it('accepts a complete notification', () => {
    expect(validateWaitlist(valid())).toEqual({});
  });

  it('names what is missing or wrong, in the server’s words', () => {
    const v = { ...valid(), clientId: '', serviceId: '', toDate: '2027-02-01' };
    v.windows = [
      { weekdays: [], fromTime: '9:00', toTime: '10:00' },
      { weekdays: ['MO'], fromTime: '10:00', toTime: '25:00' },
    ];
    expect(validateWaitlist(v)).toEqual({
      clientId: 'clientId is required',
      serviceId: 'serviceId is required',
      toDate: 'toDate must not be before fromDate',
      'windows.0.weekdays': 'Pick at least one weekday',
      'windows.0.fromTime': 'fromTime must be a time (HH:MM)',
      'windows.1.toTime': 'toTime must be a time (HH:MM)',
    });
    expect(validateWaitlist({ ...valid(), windows: [] }).windows).toBe(
      'At least one time window is required',
    );
  });

  it('sends null for any staff member or location, and weekdays in the week’s order', () => {
    const v = { ...valid(), windows: [{ weekdays: ['FR', 'MO'], fromTime: '15:00', toTime: '18:00' }] };
    expect(waitlistInput(v)).toEqual({
      serviceId: 's1',
      staffId: null,
      locationId: null,
      windows: [{ weekdays: ['MO', 'FR'], fromTime: '15:00', toTime: '18:00' }],
      fromDate: '2027-03-01',
      toDate: '2027-03-29',
    });
  });

  it('reads windows, who and statuses', () => {
    expect(windowText({ weekdays: ['WE', 'MO'], fromTime: '15:00', toTime: '18:00' })).toBe(
      'Mon, Wed 15:00–18:00',
    );
    expect(windowText({ weekdays: ['SA'], fromTime: '22:00', toTime: '02:00' })).toBe(
      'Sat 22:00–02:00 (next day)',
    );
    expect(windowText({ weekdays: ['SU'], fromTime: '00:00', toTime: '00:00' })).toBe('Sun all day');
    expect(withWhom({ staffName: null, locationName: 'Main Studio' })).toBe('Any staff member · Main Studio');
    expect(statusLabel('FULFILLED')).toBe('Fulfilled');
  });
});
