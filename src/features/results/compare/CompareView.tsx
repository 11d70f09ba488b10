// 版本对比: choose two or more completed versions of the project and see key indicators and totals side by side.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { compareVersions, getCompletedVersions } from '../../../api/results';
import type { CompareData } from '../../../core/contracts/results';
import type { VersionRow } from '../../../core/contracts/projects';
import { CompareTable } from './CompareTable';

interface Props {
  projectId: number;
  currentVersionId: number;
}

export function CompareView({ projectId, currentVersionId }: Props) {
  const [versions, setVersions] = useState<VersionRow[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([String(currentVersionId)]);
  const [data, setData] = useState<CompareData | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getCompletedVersions(projectId)
      .then((list) => live && setVersions(list))
      .catch(() => live && setVersions([]));
    return () => {
      live = false;
    };
  }, [projectId]);

  const run = () => {
    setBusy(true);
    compareVersions(chosen)
      .then(setData)
      .catch(() => setData(null))
      .finally(() => setBusy(false));
  };

  if (versions === null) return <Loader size="sm" />;
  const options = versions.map((v) => ({
    value: String(v.id),
    label: v.version_name || v.name || v.version,
  }));
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <MultiSelect
          label="对比版本"
          description="选择同一项目中两个或以上计算完成的版本，差额以第一个版本为基准"
          data={options}
          value={chosen}
          onChange={setChosen}
          w={480}
          searchable
          nothingFoundMessage="没有计算完成的版本"
        />
        <Button onClick={run} disabled={chosen.length < 2} loading={busy}>
          开始对比
        </Button>
      </Group>
      {versions.length < 2 && (
        <Alert color="gray" variant="light">
          该项目只有一个计算完成的版本，暂无可对比的版本。
        </Alert>
      )}
      {data ? (
        <CompareTable data={data} />
      ) : (
        <Text c="dimmed" size="sm">
          请选择版本后点击“开始对比”。
        </Text>
      )}
    </Stack>
  );
}
