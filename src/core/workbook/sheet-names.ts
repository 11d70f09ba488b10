// Excel sheet names: at most 31 characters, none of []:*?/\, unique in the workbook (case-insensitive).

const FORBIDDEN = /[[\]:*?/\\]/g;

/** Returns a function that turns a wanted name into a valid, not yet used sheet name. */
export function sheetNamer(): (wanted: string) => string {
  const used = new Set<string>();
  return (wanted) => {
    const base =
      wanted
        .replace(FORBIDDEN, '_')
        .replace(/^'+|'+$/g, '')
        .trim() || 'Sheet';
    let name = base.slice(0, 31);
    for (let i = 2; used.has(name.toLowerCase()); i += 1) {
      const suffix = `(${i})`;
      name = base.slice(0, 31 - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  };
}
