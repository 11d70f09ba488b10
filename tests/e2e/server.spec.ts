// The production server as a browser meets it: SPA history fallback, cached assets, enveloped API 404s.
import { describe, expect, it } from 'vitest';
import { baseURL } from './harness';

describe('serving the app', () => {
  it('answers /healthz with 200 and the database kind', async () => {
    const res = await fetch(`${baseURL()}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      code: 200,
      message: 'success',
      data: { status: 'ok', database: 'sqlite' },
    });
  });

  it('returns index.html for any client-side route (history fallback)', async () => {
    for (const path of ['/', '/dashboard', '/manage/detail?id=1', '/some/unknown/page']) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseURL()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('answers unknown API paths and missing files with an enveloped 404, not the SPA', async () => {
    for (const path of ['/v1/nothing/here', '/assets/missing-file.js']) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe(404);
    }
  });
});
