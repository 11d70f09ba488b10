// /manage/detail?id= 项目详情 (§2.6): the project's fields and the tabs 项目版本 and 子项目.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Group, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { projectDetail } from '../../api/projects';
import { PROJECT_TYPE_LABEL, type ProjectDetail } from '../../core/contracts/projects';
import { formatDateTime } from '../../i18n';
import { SubProjectsTab } from './SubProjectsTab';
import { VersionFormModal } from './VersionFormModal';
import { VersionsTab } from './VersionsTab';

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text c="dimmed" size="sm" w={96}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}

export default function ProjectDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [detail, setDetail] = useState<ProjectDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [creatingVersion, setCreatingVersion] = useState(false);

  const load = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) {
      setFailed(true);
      return;
    }
    try {
      // the page says it itself (项目不存在或无权访问): no toast on top
      setDetail(await projectDetail(id, { notify: false }));
    } catch {
      setFailed(true);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failed && !detail) return <Text c="dimmed">项目不存在或无权访问</Text>;
  if (!detail) return <Text c="dimmed">加载中…</Text>;

  return (
    <Card withBorder>
      <Title order={4} mb="md">
        {detail.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        <Field label="项目名称" value={detail.name} />
        <Field label="项目类型" value={PROJECT_TYPE_LABEL} />
        <Field label="项目地点" value={detail.location} />
        <Field label="建设期（年）" value={detail.building_period} />
        <Field label="运营期（年）" value={detail.operating_period} />
        <Field label="创建人" value={detail.creator_name} />
        <Field label="创建时间" value={formatDateTime(detail.created_at)} />
        <Field label="更新时间" value={formatDateTime(detail.updated_at)} />
      </SimpleGrid>
      <Tabs defaultValue="versions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="versions">项目版本</Tabs.Tab>
          <Tabs.Tab value="subs">子项目</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="versions" pt="md">
          <Group justify="flex-end" mb="sm">
            <Button size="xs" onClick={() => setCreatingVersion(true)}>
              创建版本
            </Button>
          </Group>
          <VersionsTab projectId={detail.id} versions={detail.versions} onChanged={() => void load()} />
        </Tabs.Panel>
        <Tabs.Panel value="subs" pt="md">
          <SubProjectsTab
            projectId={detail.id}
            computed={detail.computed}
            subProjects={detail.sub_projects}
            onChanged={() => void load()}
          />
        </Tabs.Panel>
      </Tabs>
      <VersionFormModal
        opened={creatingVersion}
        projectId={detail.id}
        version={null}
        onClose={() => setCreatingVersion(false)}
        onSaved={() => void load()}
      />
    </Card>
  );
}
