import { isUuid } from '@tempo/contracts';
import { demoId } from './demo-ids';
import { nextHoliday } from './locations.seed';

describe('demo data', () => {
  it('demo ids are stable, UUID v7-shaped and distinct per key', () => {
    expect(demoId('location-main')).toBe(demoId('location-main'));
    expect(demoId('location-main')).not.toBe(demoId('location-westside'));
    expect(isUuid(demoId('room-main-1'))).toBe(true);
    expect(demoId('room-main-1')[14]).toBe('7');
  });

  it('the closed day is the next fixed-date public holiday after today', () => {
    expect(nextHoliday('2026-11-24')).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(nextHoliday('2026-12-25')).toEqual({ date: '2027-01-01', name: "New Year's Day" });
    expect(nextHoliday('2026-03-01').date).toBe('2026-07-04');
  });
});
