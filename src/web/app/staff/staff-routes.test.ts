import { describe, expect, it } from 'vitest';
import { matchStaffRoute } from './staff-app';

describe('staff console routes', () => {
  it('match exactly, `:name` segments one segment each (the customer page takes its id)', () => {
    expect(matchStaffRoute('/staff/team')?.route.title).toBe('Team');
    expect(matchStaffRoute('/staff/customers/')?.route.title).toBe('Customers');
    expect(matchStaffRoute('/staff/customers/42')).toMatchObject({ route: { title: 'Customer' }, params: { id: '42' } });
    expect(matchStaffRoute('/staff/customers/42/more')).toBeNull();
    expect(matchStaffRoute('/staff/nothing')).toBeNull();
  });
});
