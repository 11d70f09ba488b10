// /caluate 录入与测算 (§2.7): project type fixed to 林业, a project from the list, one of its non-completed versions.
import { useEffect, useState } from 'react';
import { Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { allProjects, versionList } from '../../api/projects';
import {
  PROJECT_TYPE_LABEL,
  VersionStatus,
  type ProjectRow,
  type VersionRow,
} from '../../core/contracts/projects';
import { useOpenEntry } from './open-entry';

export default function CaluatePage() {
  const [projects, setProjects] = useState<ProjectRow[]>([]);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [versionId, setVersionId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const openEntry = useOpenEntry();

  useEffect(() => {
    void allProjects().then(setProjects, () => setProjects([]));
  }, []);

  useEffect(() => {
    setVersionId(null);
    setVersions([]);
    if (!projectId) return;
    let live = true;
    void versionList(Number(projectId)).then(
      (list) => live && setVersions(list.filter((v) => v.status !== VersionStatus.COMPLETED)),
      () => live && setVersions([]),
    );
    return () => {
      live = false;
    };
  }, [projectId]);

  const chosen = versions.find((v) => String(v.id) === versionId);

  async function go() {
    if (!chosen) return;
    setBusy(true);
    try {
      await openEntry(chosen);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder maw={560}>
      <Stack gap="md">
        <TextInput label="项目类型" value={PROJECT_TYPE_LABEL} disabled readOnly />
        <Select
          label="项目名称"
          placeholder="请选择项目"
          searchable
          data={projects.map((p) => ({ value: String(p.id), label: p.name }))}
          value={projectId}
          onChange={setProjectId}
        />
        <Select
          label="项目版本"
          placeholder="请选择版本"
          data={versions.map((v) => ({ value: String(v.id), label: v.name }))}
          value={versionId}
          onChange={setVersionId}
          disabled={!projectId}
        />
        <Button onClick={() => void go()} disabled={!chosen} loading={busy}>
          录入与测算
        </Button>
      </Stack>
    </Card>
  );
}
