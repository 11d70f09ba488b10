// Create version 创建版本 (remark + optional copy source) and edit version 编辑版本 (remark only) dialogs.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createVersion, editVersion, versionList } from '../../api/projects';
import { MESSAGES, type VersionRow } from '../../core/contracts/projects';

interface Props {
  opened: boolean;
  projectId: number;
  /** the version to rename; null creates a new version of the project */
  version: VersionRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function VersionFormModal({ opened, projectId, version, onClose, onSaved }: Props) {
  const [name, setName] = useState('');
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [sources, setSources] = useState<VersionRow[]>([]);
  // After the first 保存 the message follows the value: it clears as soon as a version number is typed.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(version?.name ?? '');
    setCopyFrom(null);
    setTried(false);
    if (!version && projectId) void versionList(projectId).then(setSources, () => setSources([]));
  }, [opened, version, projectId]);

  const error = tried && !name.trim() ? MESSAGES.versionRequired : undefined;

  async function submit() {
    setTried(true);
    if (!name.trim()) return;
    setBusy(true);
    try {
      if (version) await editVersion(version.id, name.trim());
      else await createVersion(projectId, name.trim(), copyFrom ? Number(copyFrom) : null);
      notifications.show({ color: 'green', message: version ? '修改成功' : '创建成功' });
      onSaved();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={version ? '编辑版本' : '创建版本'} centered>
      <Stack gap="sm">
        <TextInput
          label="版本号"
          withAsterisk
          placeholder="如：2026-11-22"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={50}
        />
        {!version && (
          <Select
            label="复制自"
            placeholder="不复制（空白版本）"
            clearable
            data={sources.map((s) => ({ value: String(s.id), label: s.name }))}
            value={copyFrom}
            onChange={setCopyFrom}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
