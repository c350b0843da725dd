import { describe, expect, it } from 'vitest';
import {
  addressLine,
  descriptionIsLong,
  emptyLocation,
  filterLocations,
  locationInput,
  locationTypeLabel,
  mapsLink,
  selectAllLabel,
  showsRating,
  usesDefaultPhoto,
  validateLocation,
  visibilityText,
} from './location-model';
import type { LocationListItem } from './locations.graphql';

const filled = () => ({ ...emptyLocation(), name: 'Main Studio', description: 'Our home' });

describe('location labels', () => {
  it('names the types and falls back to the raw value', () => {
    expect(locationTypeLabel('LOCATION_TYPE_ONLINE')).toBe('Online');
    expect(locationTypeLabel('SOMETHING')).toBe('SOMETHING');
  });

  it('gives online and home locations a default photo, the others none', () => {
    expect(usesDefaultPhoto('LOCATION_TYPE_ONLINE')).toBe(true);
    expect(usesDefaultPhoto('LOCATION_TYPE_HOME')).toBe(true);
    expect(usesDefaultPhoto('LOCATION_TYPE_PRIMARY')).toBe(false);
  });

  it('says who sees a location', () => {
    expect(visibilityText({ visibleByVisitors: true, visibleByClients: true })).toBe('Visitors, Clients');
    expect(visibilityText({ visibleByVisitors: false, visibleByClients: false })).toBe('Staff only');
  });

  it('writes the select-all entry of a multi-select', () => {
    expect(selectAllLabel(3)).toBe('Select All (3 Option(s))');
  });
});

describe('the location card', () => {
  it('uses the address field, else street, city, state and zip code', () => {
    expect(addressLine({ address: ' 1 Main St ', city: 'X' })).toBe('1 Main St');
    expect(addressLine({ street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe(
      '1 Main St, Springfield, IL 62701',
    );
  });

  it('links the address to a maps search for the business name and the address', () => {
    expect(mapsLink('Demo Music', '1 Main St')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Demo%20Music%201%20Main%20St',
    );
  });

  it("offers 'Read more' only for a description longer than 3 rows", () => {
    expect(descriptionIsLong('Two rooms.\nParking.')).toBe(false);
    expect(descriptionIsLong('a\nb\nc\nd')).toBe(true);
    expect(descriptionIsLong('x'.repeat(151))).toBe(true);
  });

  it('shows a rating only with marketing plus and a count above 0', () => {
    expect(showsRating(true, 4)).toBe(true);
    expect(showsRating(true, 0)).toBe(false);
    expect(showsRating(false, 4)).toBe(false);
    expect(showsRating(true, null)).toBe(false);
  });
});

describe('the locations list search', () => {
  const row = (name: string, address: string | null, city: string | null) =>
    ({
      id: name,
      name,
      address,
      city,
      locationType: 'LOCATION_TYPE_PRIMARY',
      rooms: [],
    }) as unknown as LocationListItem;
  const all = [row('Main Studio', '1 Main St', 'Springfield'), row('Westside', null, 'Shelbyville')];

  it('matches name, address or city, ignoring case', () => {
    expect(filterLocations(all, 'main').map((l) => l.id)).toEqual(['Main Studio']);
    expect(filterLocations(all, 'SHELBY').map((l) => l.id)).toEqual(['Westside']);
  });

  it('keeps everything for an empty search', () => {
    expect(filterLocations(all, '  ')).toHaveLength(2);
  });
});

describe('the location form', () => {
  it('requires name and description with the server texts', () => {
    expect(validateLocation(emptyLocation())).toEqual({
      name: 'name is required',
      description: 'description is required',
    });
  });

  it('refuses a sales tax outside 0..100', () => {
    expect(validateLocation({ ...filled(), salesTax: '101' }).salesTax).toBe(
      'salesTax must be between 0 and 100',
    );
    expect(validateLocation({ ...filled(), salesTax: '8.25' }).salesTax).toBeUndefined();
  });

  it('refuses an unnamed room and two rooms of the same name', () => {
    const room = (name: string) => ({ name, description: '', applicableServices: [] });
    const errors = validateLocation({ ...filled(), rooms: [room(''), room('Hall'), room('hall')] });
    expect(errors['rooms.0.name']).toBe('rooms.name is required');
    expect(errors['rooms.2.name']).toBe('A room named hall is already in this location');
    expect(errors['rooms.1.name']).toBeUndefined();
  });

  it('refuses a bad hours row', () => {
    const hours = { weekdays: [], startDate: 'x', fromTime: '09:00', toTime: '10:00', timezone: '' };
    expect(validateLocation({ ...filled(), hoursClosed: [hours] })['hoursClosed.0.fromTime']).toBe(
      'hoursClosed.startDate must be a date (YYYY-MM-DD)',
    );
  });

  it('sends trimmed texts, empty ones as null, the tax as a number and weekly rules', () => {
    const input = locationInput({
      ...filled(),
      name: '  Main Studio ',
      city: ' ',
      salesTax: '8.25',
      rooms: [{ id: 'r1', name: ' Hall ', description: '', applicableServices: ['s1'] }],
      hoursOpen: [
        { weekdays: ['TU', 'MO'], startDate: '2026-01-05', fromTime: '14:00', toTime: '21:00', timezone: '' },
      ],
    });
    expect(input.name).toBe('Main Studio');
    expect(input.city).toBeNull();
    expect(input.salesTax).toBe(8.25);
    expect(input.rooms).toEqual([{ id: 'r1', name: 'Hall', description: null, applicableServices: ['s1'] }]);
    expect(input.hoursOpen[0].rrule).toBe('FREQ=WEEKLY;BYDAY=MO,TU');
  });
});
