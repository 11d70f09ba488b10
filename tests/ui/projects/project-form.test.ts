// Project form rules mirror the server's: §5 messages, periods 1–10 / 1–60 with a total of at most 60.
import { describe, expect, it } from 'vitest';
import { createProjectBody } from '../../../src/core/contracts/projects';
import { EMPTY_PROJECT, validateProject } from '../../../src/features/projects/project-form';

const good = {
  ...EMPTY_PROJECT,
  name: '油茶',
  province: '浙江省',
  city: '杭州市',
  county: '淳安县',
  version: 'v1',
  building_period: 2,
  operating_period: 10,
};

describe('validateProject', () => {
  it('accepts a complete form', () => {
    expect(validateProject(good, true)).toEqual({});
  });

  it('names each missing or out-of-range field with the §5 / clarified message', () => {
    expect(validateProject({ ...good, name: ' ', version: '', county: '' }, true)).toEqual({
      name: '请输入项目名称',
      version: '请输入项目版本号',
      location: '请选择项目地点',
    });
    expect(validateProject({ ...good, building_period: 0 }, true).building_period).toBe(
      '建设期须为1至10年的整数',
    );
    expect(validateProject({ ...good, operating_period: 61 }, true).operating_period).toBe(
      '运营期须为1至60年的整数',
    );
    expect(
      validateProject({ ...good, building_period: 10, operating_period: 51 }, true).operating_period,
    ).toBe('建设期与运营期之和不得超过60年');
    expect(validateProject({ ...good, operating_period: '' }, true).operating_period).toBe(
      '运营期须为1至60年的整数',
    );
  });

  it('does not ask for a version when editing', () => {
    expect(validateProject({ ...good, version: '' }, false)).toEqual({});
  });

  it('agrees with the server contract on the period boundaries', () => {
    for (const [b, o] of [
      [1, 1],
      [10, 50],
      [10, 51],
      [0, 10],
      [11, 1],
      [1, 60],
      [1, 59],
    ] as const) {
      const client =
        Object.keys(validateProject({ ...good, building_period: b, operating_period: o }, true)).length === 0;
      const server = createProjectBody.safeParse({
        ...good,
        building_period: b,
        operating_period: o,
      }).success;
      expect(client, `${b}+${o}`).toBe(server);
    }
  });
});
