// Recalculates an .xlsx with LibreOffice headless (Debian libreoffice-calc-nogui), forcing a full recalculation on
// load through a throw-away user profile (OOXMLRecalcMode 0 = always); null when soffice is not installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

export function sofficePath(): string | null {
  const r = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}

/** The workbook as LibreOffice saves it after recalculating every formula, and how long that took. */
export function recalculate(xlsx: Buffer): { buffer: Buffer; ms: number } | null {
  const soffice = sofficePath();
  if (!soffice) return null;
  const dir = mkdtempSync(join(tmpdir(), 'lo-recalc-'));
  try {
    mkdirSync(join(dir, 'profile', 'user'), { recursive: true });
    writeFileSync(join(dir, 'profile', 'user', 'registrymodifications.xcu'), PROFILE);
    mkdirSync(join(dir, 'in'));
    writeFileSync(join(dir, 'in', 'book.xlsx'), xlsx);
    const started = performance.now();
    execFileSync(
      soffice,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx',
        '--outdir',
        join(dir, 'out'),
        join(dir, 'in', 'book.xlsx'),
      ],
      { stdio: 'pipe', timeout: 600_000 },
    );
    const ms = performance.now() - started;
    return { buffer: readFileSync(join(dir, 'out', 'book.xlsx')), ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
