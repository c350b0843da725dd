import { calendarFeed, vtimezone, type EventStatus } from './ical-feed';
import {
  NOW,
  contentLines,
  eventOf,
  eventsOf,
  feedInput,
  lesson,
  observances,
  parse,
  textOf,
  timezonesOf,
  wallClock,
} from './feed.testing';

const NY = 'America/New_York';

describe('calendarFeed: times in the business zone, DST-correct', () => {
  // A weekly 16:00 lesson either side of the 2027-03-14 spring-forward in New York.
  const weekly = [
    lesson('w1', '2027-03-09T21:00:00Z', { recurringId: 'r1' }),
    lesson('w2', '2027-03-16T20:00:00Z', { recurringId: 'r1' }),
  ];

  it('a weekly 16:00 lesson reads 16:00 local before and after the change (21:00Z, then 20:00Z)', () => {
    const text = calendarFeed(feedInput(NY, weekly));
    const first = eventOf(text, 'w1@acme.tempo');
    const second = eventOf(text, 'w2@acme.tempo');
    expect(first.start.toISOString()).toBe('2027-03-09T21:00:00.000Z');
    expect(second.start.toISOString()).toBe('2027-03-16T20:00:00.000Z');
    expect(wallClock(first.start, NY)).toBe('2027-03-09 16:00');
    expect(wallClock(second.start, NY)).toBe('2027-03-16 16:00');
    expect(contentLines(text)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=America/New_York:20270309T160000',
        'DTSTART;TZID=America/New_York:20270316T160000',
        'DTEND;TZID=America/New_York:20270316T163000',
      ]),
    );
  });

  it('events on the New York DST days keep their wall-clock hour (2027-03-14 and 2027-11-07)', () => {
    const text = calendarFeed(
      feedInput(NY, [lesson('spring', '2027-03-14T14:00:00Z'), lesson('fall', '2027-11-07T15:00:00Z')]),
    );
    expect(wallClock(eventOf(text, 'spring@acme.tempo').start, NY)).toBe('2027-03-14 10:00');
    expect(wallClock(eventOf(text, 'fall@acme.tempo').start, NY)).toBe('2027-11-07 10:00');
    expect(contentLines(text)).toContain('DTSTART;TZID=America/New_York:20271107T100000');
  });

  it('the VTIMEZONE of the business zone is present once, with EST and EDT offsets', () => {
    const zones = timezonesOf(calendarFeed(feedInput(NY, weekly)));
    expect(zones.map((zone) => zone.tzid)).toEqual([NY]);
    expect(observances(zones[0])).toEqual({ standard: ['-0500'], daylight: ['-0400'] });
  });

  it('a Europe/London business: 10:00 stays 10:00 across the 2027-03-28 change to BST', () => {
    const zone = 'Europe/London';
    const text = calendarFeed(
      feedInput(zone, [lesson('gmt', '2027-03-27T10:00:00Z'), lesson('bst', '2027-03-28T09:00:00Z')]),
    );
    expect(wallClock(eventOf(text, 'gmt@acme.tempo').start, zone)).toBe('2027-03-27 10:00');
    expect(wallClock(eventOf(text, 'bst@acme.tempo').start, zone)).toBe('2027-03-28 10:00');
    expect(contentLines(text)).toContain('DTSTART;TZID=Europe/London:20270328T100000');
    const [london] = timezonesOf(text);
    expect(london.tzid).toBe(zone);
    expect(observances(london)).toEqual({ standard: ['+0000'], daylight: ['+0100'] });
  });

  it('an Asia/Kolkata business: 16:00 IST is 10:30Z, its VTIMEZONE has one +0530 observance', () => {
    const zone = 'Asia/Kolkata';
    const text = calendarFeed(feedInput(zone, [lesson('k', '2027-03-09T10:30:00Z')]));
    expect(contentLines(text)).toContain('DTSTART;TZID=Asia/Kolkata:20270309T160000');
    expect(eventOf(text, 'k@acme.tempo').start.toISOString()).toBe('2027-03-09T10:30:00.000Z');
    const [kolkata] = timezonesOf(text);
    expect(kolkata.tzid).toBe(zone);
    expect(observances(kolkata)).toEqual({ standard: ['+0530'], daylight: [] });
  });

  it('an Australia/Sydney business: 10:00 stays 10:00 across the 2027-04-04 end of daylight time', () => {
    const zone = 'Australia/Sydney';
    const text = calendarFeed(
      feedInput(zone, [lesson('aedt', '2027-04-02T23:00:00Z'), lesson('aest', '2027-04-05T00:00:00Z')]),
    );
    expect(wallClock(eventOf(text, 'aedt@acme.tempo').start, zone)).toBe('2027-04-03 10:00');
    expect(wallClock(eventOf(text, 'aest@acme.tempo').start, zone)).toBe('2027-04-05 10:00');
  });

  it('the written times do not depend on the zone of the server producing the feed', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const inUtc = calendarFeed(feedInput(NY, weekly));
      process.env.TZ = 'Asia/Tokyo';
      const inTokyo = calendarFeed(feedInput(NY, weekly));
      expect(inTokyo).toBe(inUtc);
    } finally {
      process.env.TZ = before;
    }
  });

  it('a zone without VTIMEZONE data is refused', () => {
    expect(() => calendarFeed(feedInput('Mars/Olympus_Mons', weekly))).toThrow(/Unknown time zone/);
    expect(vtimezone(NY)).toContain('TZID:America/New_York');
  });
});

describe('calendarFeed: statuses', () => {
  const cases: [EventStatus, string][] = [
    ['EVENT_STATUS_ACTIVE', 'CONFIRMED'],
    ['EVENT_STATUS_COMPLETED', 'CONFIRMED'],
    ['EVENT_STATUS_HOLD', 'TENTATIVE'],
    ['EVENT_STATUS_CANCELED', 'CANCELLED'],
    ['EVENT_STATUS_LATE_CANCELED', 'CANCELLED'],
    ['EVENT_STATUS_STAFF_CANCELED', 'CANCELLED'],
    ['EVENT_STATUS_LOCATION_SKIP', 'CANCELLED'],
  ];
  const shown = cases.map(([status], i) => lesson(`e${i}`, `2027-03-${10 + i}T21:00:00Z`, { status }));
  const deleted = lesson('gone', '2027-03-20T21:00:00Z', { status: 'EVENT_STATUS_DELETED' });
  const events = [...shown, deleted];
  const read = eventsOf(calendarFeed(feedInput(NY, events)));

  it.each(cases.map(([status, expected], i) => [status, expected, i] as const))(
    '%s is written STATUS:%s',
    (_status, expected, i) => {
      expect(read.get(`e${i}@acme.tempo`)?.status).toBe(expected);
    },
  );

  it('a cancelled event is TRANSPARENT, a confirmed or tentative one OPAQUE', () => {
    expect(read.get('e3@acme.tempo')?.transparency).toBe('TRANSPARENT');
    expect(read.get('e0@acme.tempo')?.transparency).toBe('OPAQUE');
    expect(read.get('e2@acme.tempo')?.transparency).toBe('OPAQUE');
  });

  it('a deleted event is left out; every other status is written', () => {
    expect(read.has('gone@acme.tempo')).toBe(false);
    expect(read.size).toBe(shown.length);
  });
});

describe('calendarFeed: what each event says', () => {
  const event = lesson('x', '2027-03-09T21:00:00Z', {
    clients: ['Ana Lee', 'Ben Lee'],
    staff: ['Tess Moreau', 'Sam Ng'],
    locationName: 'Main Studio',
    roomName: 'Room 2',
    note: 'Bring the new book',
  });

  it("students' names are in SUMMARY only when the business includes them", () => {
    const hidden = eventOf(calendarFeed(feedInput(NY, [event])), 'x@acme.tempo');
    const shown = eventOf(
      calendarFeed(feedInput(NY, [event], { includeStudentsNames: true })),
      'x@acme.tempo',
    );
    expect(textOf(hidden.summary)).toBe('Piano Private');
    expect(textOf(shown.summary)).toBe('Piano Private – Ana Lee, Ben Lee');
  });

  it("a client's feed follows the same rule for the family's own events", () => {
    const owner = { kind: 'client', name: 'Ana Lee' } as const;
    const text = calendarFeed(
      feedInput(NY, [{ ...event, clients: ['Ana Lee'] }], { owner, includeStudentsNames: true }),
    );
    expect(textOf(eventOf(text, 'x@acme.tempo').summary)).toBe('Piano Private – Ana Lee');
    expect(parse(text).vcalendar).toMatchObject({ 'WR-CALNAME': 'Acme Music School – Ana Lee' });
  });

  it('LOCATION is "location, room"; DESCRIPTION has the staff names and the note', () => {
    const read = eventOf(calendarFeed(feedInput(NY, [event])), 'x@acme.tempo');
    expect(textOf(read.location)).toBe('Main Studio, Room 2');
    expect(textOf(read.description)).toBe('Staff: Tess Moreau, Sam Ng\n\nBring the new book');
  });

  it('an event with no place, staff or note has no LOCATION and no DESCRIPTION', () => {
    const bare = lesson('b', '2027-03-09T21:00:00Z', { staff: [], clients: [] });
    const lines = contentLines(calendarFeed(feedInput(NY, [bare], { includeStudentsNames: true })));
    expect(lines.filter((line) => /^(LOCATION|DESCRIPTION)[:;]/.test(line))).toEqual([]);
    expect(lines).toContain('SUMMARY:Piano Private');
  });

  it('DTSTAMP of every event is the given now, in UTC', () => {
    const text = calendarFeed(feedInput(NY, [event, lesson('y', '2027-03-16T20:00:00Z')]));
    for (const read of eventsOf(text).values()) expect(read.dtstamp.getTime()).toBe(NOW);
    expect(contentLines(text).filter((l) => l.startsWith('DTSTAMP'))).toEqual([
      'DTSTAMP:20270301T120000Z',
      'DTSTAMP:20270301T120000Z',
    ]);
  });

  it('the UID is <eventId>@<business>.tempo, the same whenever the feed is produced', () => {
    const early = eventsOf(calendarFeed(feedInput(NY, [event])));
    const later = eventsOf(calendarFeed(feedInput(NY, [event], { now: NOW + 86_400_000 })));
    expect([...early.keys()]).toEqual(['x@acme.tempo']);
    expect([...later.keys()]).toEqual([...early.keys()]);
  });

  it('the calendar carries X-WR-CALNAME, X-WR-TIMEZONE and the PRODID', () => {
    const text = calendarFeed(feedInput(NY, [event], { productId: '-//Acme//Feeds//EN' }));
    expect(parse(text).vcalendar).toMatchObject({
      'WR-CALNAME': 'Acme Music School – Tess Moreau',
      'WR-TIMEZONE': NY,
      prodid: '-//Acme//Feeds//EN',
    });
  });
});

describe('calendarFeed: deterministic and escaped', () => {
  const events = [lesson('b', '2027-03-16T20:00:00Z'), lesson('a', '2027-03-09T21:00:00Z')];

  it('the same input gives the same text, whatever the order of the events', () => {
    const text = calendarFeed(feedInput(NY, events));
    expect(calendarFeed(feedInput(NY, events))).toBe(text);
    expect(calendarFeed(feedInput(NY, [...events].reverse()))).toBe(text);
    expect([...eventsOf(text).keys()]).toEqual(['a@acme.tempo', 'b@acme.tempo']);
  });

  it('commas, semicolons, backslashes and newlines in names and notes read back intact', () => {
    const odd = 'Lee, Ana; "Jr."\\ \nsecond line';
    const event = lesson('s', '2027-03-09T21:00:00Z', {
      name: 'Piano; Private, 30 min',
      clients: [odd],
      staff: ['Moreau, Tess'],
      locationName: 'Main; North',
      roomName: 'Room, 2',
      note: 'Line one\nLine two; with, punctuation\\',
    });
    const business = { name: 'acme', fullName: 'Acme, Music; School', timezone: NY };
    const owner = { kind: 'staff', name: 'Moreau, Tess' } as const;
    const text = calendarFeed(feedInput(NY, [event], { business, owner, includeStudentsNames: true }));
    const read = eventOf(text, 's@acme.tempo');
    expect(textOf(read.summary)).toBe(`Piano; Private, 30 min – ${odd.trim()}`);
    expect(textOf(read.location)).toBe('Main; North, Room, 2');
    expect(textOf(read.description)).toBe('Staff: Moreau, Tess\n\nLine one\nLine two; with, punctuation\\');
    expect(parse(text).vcalendar).toMatchObject({ 'WR-CALNAME': 'Acme, Music; School – Moreau, Tess' });
    expect(contentLines(text).some((line) => line.startsWith('second line'))).toBe(false);
  });
});
