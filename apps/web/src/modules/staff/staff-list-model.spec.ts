import { describe, expect, it } from 'vitest';
import { staffMember } from './people-fixtures';
import { filterStaff, phoneOf } from './staff-list-model';
import type { StaffListItem } from './staff.graphql';

const ROWS = [
  staffMember({
    id: 'a',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@studio.example',
    phones: ['+12125550100'],
  }),
  staffMember({ id: 'b', firstName: 'Bob', lastName: 'Stone', email: 'bob@studio.example', phones: [] }),
] as unknown as StaffListItem[];

describe('staffs page search', () => {
  const ids = (q: string) => filterStaff(ROWS, q).map((r) => r.id);

  it('finds staff by name, e-mail or phone digits, as the server searches', () => {
    expect(ids('')).toEqual(['a', 'b']);
    expect(ids('  STONE ')).toEqual(['b']);
    expect(ids('ann@')).toEqual(['a']);
    expect(ids('(212) 555')).toEqual(['a']);
    expect(ids('zzz')).toEqual([]);
  });

  it('shows the primary phone, else the first', () => {
    expect(phoneOf({ primaryPhone: '+1', phones: ['+2'] })).toBe('+1');
    expect(phoneOf({ primaryPhone: null, phones: ['+2'] })).toBe('+2');
    expect(phoneOf({ phones: [] })).toBe('');
  });
});
