// Create / edit project dialog 创建项目 / 编辑项目 (§2.5, §3 form, §4.6 period-change warning).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createProject, updateProject } from '../../api/projects';
import type { ProjectRow } from '../../core/contracts/projects';
import { WARNINGS, confirmAction } from './confirm';
import { LocationSelect } from './LocationSelect';
import { EMPTY_PROJECT, validateProject, type ProjectFormValues } from './project-form';

interface Props {
  opened: boolean;
  /** the project to edit; null creates one */
  project: ProjectRow | null;
  onClose: () => void;
  onSaved: () => void;
}

function valuesOf(p: ProjectRow | null): ProjectFormValues {
  if (!p) return EMPTY_PROJECT;
  return {
    ...EMPTY_PROJECT,
    name: p.name,
    province: p.province,
    city: p.city,
    county: p.county,
    building_period: p.building_period,
    operating_period: p.operating_period,
  };
}

export function ProjectFormModal({ opened, project, onClose, onSaved }: Props) {
  const [values, setValues] = useState<ProjectFormValues>(valuesOf(project));
  // After the first 保存 the messages follow the values: each clears as soon as its field is valid.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const creating = project === null;

  useEffect(() => {
    if (opened) {
      setValues(valuesOf(project));
      setTried(false);
    }
  }, [opened, project]);
  const errors = tried ? validateProject(values, creating) : {};

  const set = (patch: Partial<ProjectFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit() {
    setTried(true);
    if (Object.keys(validateProject(values, creating)).length) return;
    const body = {
      name: values.name.trim(),
      province: values.province,
      city: values.city,
      county: values.county,
      building_period: Number(values.building_period),
      operating_period: Number(values.operating_period),
    };
    if (
      project &&
      (project.building_period !== body.building_period || project.operating_period !== body.operating_period)
    ) {
      // §4.6: cancelling the warning closes the dialog.
      if (!(await confirmAction('提示', WARNINGS.periodsChanged))) {
        onClose();
        return;
      }
    }
    setBusy(true);
    try {
      if (project) await updateProject(project.id, body);
      else await createProject({ ...body, version: values.version.trim() });
      notifications.show({ color: 'green', message: creating ? '创建成功' : '编辑成功' });
      onSaved();
      onClose();
    } catch {
      // the client already showed the server's message (§8: project create failure → the server's message)
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={creating ? '创建项目' : '编辑项目'} centered size="lg">
      <Stack gap="sm">
        <TextInput
          label="项目名称"
          withAsterisk
          placeholder="请输入项目名称"
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={100}
        />
        <LocationSelect value={values} onChange={(loc) => set(loc)} error={errors.location} />
        <Group grow align="flex-start">
          <NumberInput
            label="建设期（年）"
            withAsterisk
            min={1}
            max={10}
            allowDecimal={false}
            value={values.building_period}
            onChange={(n) => set({ building_period: n })}
            error={errors.building_period}
          />
          <NumberInput
            label="运营期（年）"
            withAsterisk
            min={1}
            max={60}
            allowDecimal={false}
            value={values.operating_period}
            onChange={(n) => set({ operating_period: n })}
            error={errors.operating_period}
          />
        </Group>
        {creating && (
          <TextInput
            label="项目版本号"
            withAsterisk
            placeholder="如：2026-11-22"
            value={values.version}
            onChange={(e) => set({ version: e.currentTarget.value })}
            error={errors.version}
            maxLength={50}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
