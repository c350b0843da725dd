import { describe, expect, it } from 'vitest';
import { bookingKindLabel, filterServices } from './service-list-model';
import type { ServiceListItem } from './services.graphql';

const service = (id: string, name: string) => ({ id, name }) as unknown as ServiceListItem;

describe('the services list', () => {
  it('names the booking kinds of 001 §3.3, and leaves an unknown one as it is', () => {
    expect(bookingKindLabel('appointment')).toBe('Appointment');
    expect(bookingKindLabel('subscription_only')).toBe('Subscription only');
    expect(bookingKindLabel('other')).toBe('other');
  });

  it('searches by name ignoring case, and keeps every service for an empty search', () => {
    const all = [service('a', 'Piano Private 30'), service('b', 'Music Theory Group Class')];
    expect(filterServices(all, 'THEORY').map((s) => s.id)).toEqual(['b']);
    expect(filterServices(all, ' ')).toHaveLength(2);
  });
});
