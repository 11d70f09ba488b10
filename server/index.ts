// Starts the server: configuration from the environment, then listen; shuts down gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, seed } = await bootstrap(config, { level: config.logLevel });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    '  农林经济智能测算系统 已启动',
    `  地址:       http://${shown}:${port}/`,
    `  数据库:     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.dataDir}/app.db`}`,
    `  演示超级管理员  手机号 ${config.adminPhone}  密码 ${seed.seeded ? config.adminPassword : '(沿用已有账号的密码)'}`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections, waits for in-flight requests, then runs onClose (database).
    const force = setTimeout(() => process.exit(1), 10000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`配置错误：${err.message}\n`);
  } else {
    process.stderr.write(`启动失败：${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
