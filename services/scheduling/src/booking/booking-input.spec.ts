import {
  BOOKING_FIELDS,
  BOOKING_INPUT_TEXTS,
  bookingInputError,
  bookingRequest,
  ENROLMENT_FIELDS,
  enrolmentInputError,
  enrolmentRequest,
} from './booking-input';

const booking = {
  clientIds: ['c1', 'c2'],
  locationId: 'loc',
  planName: 'Single lesson',
  serviceId: 'svc',
  staffId: 'staff',
  startAt: '2027-03-15T16:00:00-04:00',
};
const enrolment = { clientIds: ['c1'], planName: 'Term', serviceId: 'svc', sessionId: 'ses' };

describe('booking requires clientIds, locationId, planName, serviceId, staffId, startAt', () => {
  it.each(BOOKING_FIELDS.map((f) => [f]))('without %s: "<field> is required"', (field) => {
    expect(bookingInputError({ ...booking, [field]: undefined })).toBe(`${field} is required`);
  });

  it('reports the first missing field in the order of the spec', () => {
    expect(bookingInputError({ startAt: booking.startAt, staffId: 'x' })).toBe('clientIds is required');
    expect(bookingInputError({ clientIds: ['c'], serviceId: 's' })).toBe('locationId is required');
    expect(bookingInputError({ ...booking, planName: null, startAt: null })).toBe('planName is required');
  });

  it('a blank text counts as absent and an empty client list as missing', () => {
    expect(bookingInputError({ ...booking, staffId: '   ' })).toBe('staffId is required');
    expect(bookingInputError({ ...booking, clientIds: [] })).toBe('clientIds is required');
  });

  it('a complete, well-formed input has no error', () => {
    expect(bookingInputError(booking)).toBeNull();
  });
});

describe('enrolment requires clientIds, planName, serviceId, sessionId', () => {
  it.each(ENROLMENT_FIELDS.map((f) => [f]))('without %s: "<field> is required"', (field) => {
    expect(enrolmentInputError({ ...enrolment, [field]: ' ' })).toBe(`${field} is required`);
  });

  it('needs no location, staff or start', () => {
    expect(enrolmentInputError(enrolment)).toBeNull();
  });

  it('is trimmed', () => {
    const r = enrolmentRequest({ clientIds: [' c1 '], planName: ' Term ', serviceId: 's ', sessionId: ' x' });
    expect(r).toEqual({
      ok: true,
      value: { clientIds: ['c1'], planName: 'Term', serviceId: 's', sessionId: 'x' },
    });
  });
});

describe('clientIds name distinct clients, none blank', () => {
  it('refuses a client named twice (after trimming)', () => {
    expect(bookingInputError({ ...booking, clientIds: ['c1', ' c1'] })).toBe(
      BOOKING_INPUT_TEXTS.repeatedClient('c1'),
    );
    expect(enrolmentInputError({ ...enrolment, clientIds: ['a', 'b', 'a'] })).toBe(
      'clientIds names client a more than once',
    );
  });

  it('refuses a blank id among them', () => {
    expect(bookingInputError({ ...booking, clientIds: ['c1', ' '] })).toBe(BOOKING_INPUT_TEXTS.blankClientId);
    expect(enrolmentInputError({ ...enrolment, clientIds: [null] })).toBe(BOOKING_INPUT_TEXTS.blankClientId);
  });
});

describe('startAt is an ISO instant with an offset', () => {
  it.each(['2027-03-15T16:00:00', '2027-03-15', 'tomorrow 4pm', '2027-02-30T10:00:00Z'])(
    'refuses %s',
    (startAt) => {
      expect(bookingInputError({ ...booking, startAt })).toBe(BOOKING_INPUT_TEXTS.startAt);
    },
  );

  it.each(['2027-03-15T20:00:00Z', '2027-03-15T16:00:00-04:00', ' 2027-03-16T01:30:00+05:30 '])(
    'accepts %s',
    (startAt) => {
      expect(bookingInputError({ ...booking, startAt })).toBeNull();
    },
  );
});

describe('a booking ends the service duration after its start', () => {
  it('gives the trimmed booking with its period as instants', () => {
    const r = bookingRequest(
      { ...booking, locationId: ' loc ', clientIds: [' c1'] },
      { durationMinutes: 45 },
    );
    expect(r).toEqual({
      ok: true,
      value: {
        clientIds: ['c1'],
        locationId: 'loc',
        planName: 'Single lesson',
        serviceId: 'svc',
        staffId: 'staff',
        startAt: Date.UTC(2027, 2, 15, 20, 0),
        endAt: Date.UTC(2027, 2, 15, 20, 45),
      },
    });
  });

  it('is elapsed time: 60 minutes across the spring-forward jump end at 04:00 local', () => {
    const r = bookingRequest({ ...booking, startAt: '2027-03-14T01:30:00-05:00' }, { durationMinutes: 60 });
    expect(r.ok && new Date(r.value.endAt).toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('refuses a service without a duration', () => {
    expect(bookingRequest(booking, { durationMinutes: null })).toEqual({
      ok: false,
      message: BOOKING_INPUT_TEXTS.noDuration,
    });
  });

  it('passes the input error on', () => {
    expect(bookingRequest({ ...booking, serviceId: '' }, { durationMinutes: 30 })).toEqual({
      ok: false,
      message: 'serviceId is required',
    });
  });
});
