// Reading a generated .docx in tests: the text of word/document.xml, and LibreOffice's PDF of it when soffice is here.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** word/document.xml as it is stored. */
export function documentXml(docx: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'docx-'));
  const file = join(dir, 'report.docx');
  writeFileSync(file, docx);
  return execFileSync('unzip', ['-p', file, 'word/document.xml'], { maxBuffer: 64 << 20 }).toString('utf8');
}

/** word/document.xml with its tags removed (paragraphs become line breaks). */
export function documentText(docx: Buffer): string {
  return documentXml(docx)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The zip's member names (word/media/… for the figures). */
export function zipEntries(docx: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'docx-'));
  const file = join(dir, 'report.docx');
  writeFileSync(file, docx);
  return execFileSync('unzip', ['-Z1', file]).toString('utf8').split('\n').filter(Boolean);
}

export const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
export const hasPoppler = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * Converts the document with LibreOffice headless; returns the PDF's text and keeps the PDF and page images under
 * tmp/report/ for a person to look at.
 */
export function pdfOf(docx: Buffer, name: string): { text: string; pages: number; dir: string } {
  const dir = resolve(import.meta.dirname, '../../../tmp/report');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.docx`);
  writeFileSync(file, docx);
  const profile = mkdtempSync(join(tmpdir(), 'lo-profile-'));
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, file],
    { stdio: 'ignore', timeout: 180_000 },
  );
  const pdf = join(dir, `${name}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { maxBuffer: 64 << 20 }).toString('utf8');
  const info = execFileSync('pdfinfo', [pdf]).toString('utf8');
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(dir, name)]);
  readFileSync(pdf);
  return { text, pages, dir };
}
