import { describe, expect, it } from 'vitest';
import { matchStaffRoute } from './staff-app';

describe('console routes of Hubs (ADR 047)', () => {
  it('routes /staff/hubs and /staff/hubs/:id, every role may open them', () => {
    expect(matchStaffRoute('/staff/hubs/12')).toMatchObject({ route: { path: '/staff/hubs/:id', title: 'Hub' }, params: { id: '12' } });
    expect(matchStaffRoute('/staff/hubs/')?.route.path).toBe('/staff/hubs');
    expect(matchStaffRoute('/staff/hubs')?.route.roles).toEqual(['support', 'fulfilment', 'finance', 'admin']);
    expect(matchStaffRoute('/staff/hubs/12/extra')).toBeNull();
  });
});
