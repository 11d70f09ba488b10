// Node-only helper for the demo screenshots and the grid bench: a vite dev server plus headless Chromium.
import { build, createServer, preview } from 'vite';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Harness {
  url: string;
  context: BrowserContext;
  close(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Served {
  port: number;
  close(): Promise<void>;
}

/** vite dev (fast to start) or a production build of the demo entry served by vite preview (what users run). */
async function serve(prod: boolean): Promise<Served> {
  const common = { root: ROOT, configFile: `${ROOT}vite.config.ts`, logLevel: 'error' as const };
  if (!prod) {
    const server = await createServer({ ...common, server: { host: '127.0.0.1', port: 0, hmr: false } });
    await server.listen();
    const a = server.httpServer?.address();
    return { port: typeof a === 'object' && a ? a.port : 5173, close: () => server.close() };
  }
  const outDir = mkdtempSync(join(tmpdir(), 'tg-demo-'));
  await build({
    ...common,
    build: { outDir, emptyOutDir: true, rollupOptions: { input: `${ROOT}tests/grid-demo/index.html` } },
  });
  const server = await preview({ ...common, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const a = server.httpServer.address();
  return {
    port: typeof a === 'object' && a ? a.port : 4173,
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Starts the demo on a free port and Chromium with clipboard permissions (to test a real Ctrl+V). */
export async function openHarness(opts: { prod?: boolean } = {}): Promise<Harness> {
  const server = await serve(opts.prod ?? false);
  const port = server.port;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({
      viewport: { width: 1440, height: 860 },
      permissions: ['clipboard-read', 'clipboard-write'],
      locale: 'zh-CN',
    });
    const b = browser;
    return {
      url: `http://127.0.0.1:${port}/tests/grid-demo/index.html`,
      context,
      async close() {
        await b.close();
        await server.close();
      },
    };
  } catch (e) {
    await browser?.close();
    await server.close();
    throw e;
  }
}
