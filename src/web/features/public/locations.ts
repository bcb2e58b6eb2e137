import { company } from '#shared/company';
import type { MapPlace } from './site/map-embed';

export interface Office extends MapPlace {
  id: string;
  /** Card title, e.g. "UK (Bournemouth)". */
  title: string;
  role: string;
  address: string;
  country: string;
  description: string;
}

/**
 * Where e-laundry is (Abuja, UK (Bournemouth), Port Harcourt). The Abuja address comes from
 * src/shared/company.ts; the others are given at district level, like the company facts they are placeholders to
 * confirm before launch. Coordinates place the map pin.
 */
export const OFFICES: Office[] = [
  {
    id: 'abuja',
    title: 'Abuja',
    name: 'Abuja',
    role: 'Head office and laundry hubs',
    address: company.addressLine,
    country: 'Nigeria',
    description: 'Our head office, support team and the first e-laundry hubs, serving campuses and hostels across the FCT.',
    lat: 9.0765,
    lon: 7.4701,
  },
  {
    id: 'bournemouth',
    title: 'UK (Bournemouth)',
    name: 'Bournemouth',
    role: 'UK office',
    address: 'Bournemouth, Dorset, United Kingdom',
    country: 'United Kingdom',
    description: 'Our UK base, working with student accommodation and partners in the United Kingdom.',
    lat: 50.7202,
    lon: -1.8795,
  },
  {
    id: 'port-harcourt',
    title: 'Port Harcourt',
    name: 'Port Harcourt',
    role: 'Regional office and laundry hubs',
    address: 'GRA Phase 2, Port Harcourt, Rivers State, Nigeria',
    country: 'Nigeria',
    description: 'Our office for the South-South, with hubs on campuses and in hostels around Port Harcourt.',
    lat: 4.8242,
    lon: 7.0006,
  },
];

export const officeById = (id: string): Office => {
  const office = OFFICES.find((o) => o.id === id);
  if (!office) throw new Error(`no office ${id}`);
  return office;
};
