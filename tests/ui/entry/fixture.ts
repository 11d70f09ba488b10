// The worked example as version data of the entry screen, and an in-process calc client (the real service, async).
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { readWorkbook } from '../../../workers/read-workbook';
import type { CalcApi } from '../../../src/core/calc/api';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { VersionDataDto } from '../../../src/core/contracts/compute';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { runRiskPass, type RiskPassOptions } from '../../../src/calc/risk-pool';
import input from '../../fixtures/tea-garden.input.json';

export function versionDataFixture(status = 'VersionStatus.UNSUBMITTED'): VersionDataDto {
  const { ctx, stored } = modelInputToStoredValues(registry, input as unknown as ModelInput);
  for (const t of Object.values(stored)) t.revision = 3;
  return {
    version: { id: 5, name: '算例版本', status, project_id: 1 },
    project: {
      id: 1,
      name: '1000亩茶园建设项目',
      location: '示例省/示例市/示例县',
      building_period: 2,
      operating_period: 10,
    },
    area_unit: 'mu',
    context: ctx,
    stored,
  };
}

export const templateListFixture = registry.templates.map((t) => ({ key: t.key, template: t.label }));

/** A calc service behind async calls that copy their arguments and answers, as Comlink does. */
function asyncService(calls: string[]) {
  const svc = createCalcService(registry, { readWorkbook });
  const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
  return Object.fromEntries(
    Object.entries(svc).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        calls.push(name);
        await Promise.resolve();
        // an ArrayBuffer is transferred, not cloned (从Excel导入)
        const sent = args.map((a) => (a instanceof ArrayBuffer ? a : copy(a)));
        return copy(await (fn as (...a: unknown[]) => unknown)(...sent));
      },
    ]),
  ) as unknown as {
    [K in keyof CalcApi]: (...a: Parameters<CalcApi[K]>) => Promise<Awaited<ReturnType<CalcApi[K]>>>;
  };
}

/**
 * The client of the entry screen in process: the service as the workers hold it, and a second instance as the
 * helper worker of the live Monte Carlo pass (its calls are counted in `helperCalls`).
 */
export function inProcessCalc() {
  const calls: string[] = [];
  const helperCalls: string[] = [];
  const api = asyncService(calls);
  let helper: ReturnType<typeof asyncService> | null = null;
  const runRisk = (o: RiskPassOptions) => runRiskPass(api, () => [(helper ??= asyncService(helperCalls))], o);
  return { api, calls, helperCalls, runRisk, dispose: () => undefined };
}
