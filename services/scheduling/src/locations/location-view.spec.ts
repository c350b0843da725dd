import { visibleTo } from '../common/audience';
import type { LocationEntity, LocationHoursEntity, RoomEntity } from './location.entity';
import { locationView, maskSecret, STAFF_ONLY_FIELDS } from './location-view';

const row = {
  id: 'l1',
  business: 'b',
  name: 'Main Studio',
  locationType: 'LOCATION_TYPE_PRIMARY',
  description: 'Lessons',
  merchantId: 'm-1',
  paymentGatewayApiKey: 'sk_live_abcdef1234',
  achPaymentGatewayApiKey: null,
  managedGoogleReviewLink: 'https://reviews.example/manage',
  googleRating: 4.8,
  businessPlanCost: { amount: 1000, currency: 'USD' },
  visibleByClients: true,
  visibleByVisitors: false,
  createdAt: new Date(),
  updatedAt: new Date(),
  deletedAt: null,
} as unknown as LocationEntity;
const rooms = [
  { id: 'r2', position: 1, name: 'B' },
  { id: 'r1', position: 0, name: 'A' },
] as RoomEntity[];
const hours = [
  { id: 'h1', kind: 'open', position: 0, startDate: '2026-01-05', fromTime: '14:00:00', toTime: '21:00:00' },
  {
    id: 'h2',
    kind: 'closed',
    position: 0,
    startDate: '2026-12-25',
    fromTime: '00:00:00',
    toTime: '23:59:00',
  },
] as LocationHoursEntity[];

describe('location view', () => {
  it('masks a gateway key to its last four characters, a short one wholly', () => {
    expect(maskSecret('sk_live_abcdef1234')).toBe('••••1234');
    expect(maskSecret('abc')).toBe('••••');
    expect(maskSecret(null)).toBeNull();
  });

  it('managers see the keys masked, never in clear; other staff see none', () => {
    const manager = locationView(row, rooms, hours, { audience: 'staff', seesMaskedKeys: true });
    expect(manager.paymentGatewayApiKey).toBe('••••1234');
    expect(manager.achPaymentGatewayApiKey).toBeNull();
    const staff = locationView(row, rooms, hours, { audience: 'staff', seesMaskedKeys: false });
    expect(staff.paymentGatewayApiKey).toBeNull();
    expect(staff.merchantId).toBe('m-1');
    expect(JSON.stringify([manager, staff])).not.toContain('sk_live');
  });

  it('clients and visitors get no payment, merchant or review-management fields', () => {
    const client = locationView(row, rooms, hours, { audience: 'client', seesMaskedKeys: true });
    for (const f of STAFF_ONLY_FIELDS) expect(client[f]).toBeNull();
    expect(client.paymentGatewayApiKey).toBeNull();
    expect(client.googleRating).toBe(4.8);
  });

  it('rooms and hours come in their order, hours split into open and closed with HH:MM times', () => {
    const v = locationView(row, rooms, hours, { audience: 'visitor', seesMaskedKeys: false });
    expect(v.rooms.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(v.hoursOpen).toEqual([expect.objectContaining({ id: 'h1', fromTime: '14:00', toTime: '21:00' })]);
    expect(v.hoursClosed.map((h) => h.id)).toEqual(['h2']);
    expect(v).not.toHaveProperty('business');
  });

  it('staff see every location, clients the visibleByClients ones, visitors the visibleByVisitors ones', () => {
    expect(visibleTo('staff', row)).toBe(true);
    expect(visibleTo('client', row)).toBe(true);
    expect(visibleTo('visitor', row)).toBe(false);
  });
});
