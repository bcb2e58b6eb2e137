import type { components } from '#generated/api';

export type StaffRole = components['schemas']['StaffRole'];

/** Role names as the console shows them. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  support: 'Support',
  fulfilment: 'Fulfilment',
  finance: 'Finance',
  admin: 'Admin',
};

export const rolesText = (roles: readonly StaffRole[]) => roles.map((r) => ROLE_LABELS[r]).join(', ');

/**
 * The console's sections and the roles that may open them (issue 24). `built: false` sections are not in the nav
 * yet (no fake data): only what exists is offered.
 */
export const SECTIONS: readonly { path: string; label: string; roles: readonly StaffRole[]; built: boolean }[] = [
  { path: '/staff/overview', label: 'Overview', roles: ['support', 'fulfilment', 'finance', 'admin'], built: true },
  { path: '/staff/customers', label: 'Customers', roles: ['support', 'fulfilment', 'finance', 'admin'], built: true },
  { path: '/staff/support', label: 'Support desk', roles: ['support', 'finance', 'admin'], built: true },
  { path: '/staff/cards', label: 'Cards', roles: ['fulfilment', 'admin'], built: true },
  { path: '/staff/cards/management', label: 'Management cards', roles: ['fulfilment', 'admin'], built: true },
  { path: '/staff/hubs', label: 'Hubs', roles: ['support', 'fulfilment', 'finance', 'admin'], built: true },
  { path: '/staff/deposits', label: 'Deposits', roles: ['finance', 'admin'], built: true },
  { path: '/staff/money-back', label: 'Money back', roles: ['finance', 'admin'], built: true },
  { path: '/staff/books', label: 'Books', roles: ['finance', 'admin'], built: true },
  { path: '/staff/team', label: 'Team', roles: ['admin'], built: true },
  { path: '/staff/audit', label: 'Audit log', roles: ['admin'], built: true },
];

/** The built sections a member with `roles` may open. */
export function sectionsFor(roles: readonly StaffRole[]) {
  return SECTIONS.filter((s) => s.built && s.roles.some((r) => roles.includes(r)));
}

/**
 * The section a location belongs to: the longest section path that is the location or a parent of it
 * (`/staff/cards/management` is Management cards, `/staff/cards/request` is Cards). Null outside every section.
 */
export function currentSection(location: string): string | null {
  const inside = SECTIONS.filter((s) => location === s.path || location.startsWith(`${s.path}/`));
  return inside.reduce<string | null>((best, s) => (best === null || s.path.length > best.length ? s.path : best), null);
}
