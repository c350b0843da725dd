import { refusalOf as refusal } from '../common/refusal';
import { changedFields, locationDraft } from './location-draft';
import type { LocationEntity } from './location.entity';

const base = { name: ' Main Studio ', locationType: 'LOCATION_TYPE_PRIMARY', description: 'Lessons' };
const stored = {
  id: '0190a8f2-0000-7000-8000-000000000001',
  name: 'Main Studio',
  locationType: 'LOCATION_TYPE_PRIMARY',
  description: 'Lessons',
  country: 'US',
  state: 'TX',
  timezone: null,
  suggestedTimezone: 'America/Chicago',
} as LocationEntity;

describe('location draft', () => {
  it('a create needs name, locationType and description (001 §5.5)', () => {
    expect(refusal(() => locationDraft(null, {}, 'UTC'))).toBe(
      'name, locationType, description are required',
    );
    expect(refusal(() => locationDraft(null, { ...base, description: ' ' }, 'UTC'))).toBe(
      'description is required',
    );
    expect(locationDraft(null, base, 'UTC').fields).toMatchObject({
      name: 'Main Studio',
      description: 'Lessons',
    });
  });

  it('an update needs id and locationType; a name given empty is refused', () => {
    expect(refusal(() => locationDraft(stored, { locationType: 'LOCATION_TYPE_PRIMARY' }, 'UTC'))).toBe(
      'id is required',
    );
    const id = stored.id;
    expect(refusal(() => locationDraft(stored, { id }, 'UTC'))).toBe('locationType is required');
    expect(
      refusal(() => locationDraft(stored, { id, locationType: 'LOCATION_TYPE_HOME', name: '' }, 'UTC')),
    ).toBe('name is required');
  });

  it('the suggested zone follows the address, given or stored', () => {
    expect(locationDraft(null, { ...base, country: 'us', state: 'WA' }, 'UTC').fields.suggestedTimezone).toBe(
      'America/Los_Angeles',
    );
    const update = locationDraft(
      stored,
      { id: stored.id, locationType: 'LOCATION_TYPE_PRIMARY', city: 'Austin' },
      'UTC',
    );
    expect(update.fields.suggestedTimezone).toBe('America/Chicago');
  });

  it("hours without a zone take the location's zone, else the business's", () => {
    const hour = {
      startDate: '2026-01-05',
      fromTime: '14:00',
      toTime: '21:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
    };
    expect(locationDraft(null, { ...base, hoursOpen: [hour] }, 'Europe/London').hoursOpen?.[0].timezone).toBe(
      'Europe/London',
    );
    const own = locationDraft(
      null,
      { ...base, timezone: 'America/Denver', hoursClosed: [hour] },
      'Europe/London',
    );
    expect(own.hoursClosed?.[0].timezone).toBe('America/Denver');
    expect(
      refusal(() => locationDraft(null, { ...base, hoursOpen: [{ ...hour, toTime: '25:00' }] }, 'UTC')),
    ).toBe('hoursOpen.toTime must be a time (HH:MM)');
  });

  it('lists not given stay as they are; given ones are part of the change', () => {
    const d = locationDraft(
      stored,
      { id: stored.id, locationType: 'LOCATION_TYPE_PRIMARY', rooms: [] },
      'UTC',
    );
    expect(d.hoursOpen).toBeUndefined();
    expect(changedFields(stored, d)).toEqual(['rooms']);
  });
});
