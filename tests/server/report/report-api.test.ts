// GET /v1/project_compute/report_docx/{id}: the Word report of a COMPLETED version, with the workbook's access rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../helpers/events';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, type Cast } from '../projects/fixtures';
import { createWorkedVersion } from '../compute/worked-version';
import { documentText } from './docx-text';

describe.each(dbTargets())('Word report API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let versionId: number;
  const url = () => `/v1/project_compute/report_docx/${versionId}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    ({ versionId } = await createWorkedVersion(t, cast.owner));
  });
  afterAll(async () => t.close());

  it('refuses a version that is not computed yet with 404 完成计算后才可以查看详情', async () => {
    const res = await t.call({ method: 'GET', url: url(), token: cast.owner.token });
    expect(res.statusCode).toBe(404);
    expect(res.body_.message).toBe('完成计算后才可以查看详情');
  });

  it('sends the .docx of a completed version under its Chinese file name and counts the download', async () => {
    const submit = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(submit.body_.data.status).toBe('VersionStatus.COMPLETED');
    const res = await t.call({ method: 'GET', url: url(), token: cast.member.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toMatch(/^茶园项目_.+_经济评价_\d{8}\.docx$/);
    const text = documentText(res.rawPayload);
    expect(text).toContain('茶园项目');
    expect(text).toContain('项目投资财务内部收益率（所得税后）为22.03%，大于基准收益率8%，项目在财务上可行');
    expect(text).toContain('附表15 借款还本付息计划表');
    expect(await eventCount(t, 'download', versionId)).toBe(1);
  });

  it('answers 404 to another team, 401 without a token and 400 to a bad id', async () => {
    expect((await t.call({ method: 'GET', url: url(), token: cast.outsider.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: url() })).statusCode).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: '/v1/project_compute/report_docx/abc',
      token: cast.owner.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
