import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  encodeRfc5987,
  exportFileName,
  formatDateStamp,
  inputTemplateFileName,
} from '../../../server/services/export/file-name';

describe('export file name', () => {
  it('is {project}_{version}_{yyyyMMdd}.xlsx in China time', () => {
    // 18:00 UTC on the 22nd is already 02:00 on the 23rd in Beijing.
    expect(exportFileName('茶园项目', '2026版', new Date('2026-11-22T18:00:00Z'))).toBe(
      '茶园项目_2026版_20261123.xlsx',
    );
    expect(formatDateStamp(new Date('2026-01-05T03:00:00Z'))).toBe('20260105');
  });

  it('replaces characters that file systems refuse', () => {
    expect(exportFileName('a/b:c', 'v*1?', new Date('2026-03-01T00:00:00Z'))).toBe(
      'a_b_c_v_1__20260301.xlsx',
    );
  });
});

describe('录入模板 file name', () => {
  it('is {project}_{version}_录入模板_{yyyyMMdd}.xlsx, 空白录入模板 for the blank one', () => {
    const at = new Date('2026-11-22T18:00:00Z');
    expect(inputTemplateFileName('茶园项目', '2026版', false, at)).toBe(
      '茶园项目_2026版_录入模板_20261123.xlsx',
    );
    expect(inputTemplateFileName('茶园/项目', 'v:1', true, at)).toBe(
      '茶园_项目_v_1_空白录入模板_20261123.xlsx',
    );
  });
});

describe('Content-Disposition', () => {
  it('carries an ASCII fallback and the UTF-8 name per RFC 5987', () => {
    const v = contentDisposition('茶园_v1_20261122.xlsx');
    expect(v.startsWith('attachment; filename="')).toBe(true);
    expect(v).toContain(`filename*=UTF-8''${encodeURIComponent('茶园')}_v1_20261122.xlsx`);
    const fallback = /filename="([^"]*)"/.exec(v)?.[1] ?? '';
    expect(/^[\x20-\x7e]+$/.test(fallback)).toBe(true);
  });

  it('percent-encodes the characters RFC 5987 attr-char excludes', () => {
    expect(encodeRfc5987("a'(b)*.xlsx")).toBe('a%27%28b%29%2A.xlsx');
    // decoding gives back the original name
    expect(decodeURIComponent(encodeRfc5987('项目 (一期)_v1.xlsx'))).toBe('项目 (一期)_v1.xlsx');
  });
});
