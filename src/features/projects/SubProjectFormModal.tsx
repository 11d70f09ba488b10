// Create / edit sub-project dialog 子项目 (§2.6, §4.5): step 1 name and type, step 2 only for planting (type 0).
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Stepper, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createSubProject, editSubProject } from '../../api/projects';
import {
  BREED_TARGETS,
  CONSTRUCTION_TYPES,
  FORESTATION_METHODS,
  MESSAGES,
  SUB_PROJECT_TYPES,
  normaliseTags,
  type SubProjectRow,
} from '../../core/contracts/projects';
import { WARNINGS, confirmAction } from './confirm';

interface Props {
  opened: boolean;
  projectId: number;
  /** the sub-project to edit; null creates one */
  subProject: SubProjectRow | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  name: string;
  type: string | null;
  trees: string[];
  construction: string | null;
  forestation_method: string | null;
  breed_target: string | null;
  product_categories: string[];
}

const EMPTY: Values = {
  name: '',
  type: null,
  trees: [],
  construction: null,
  forestation_method: null,
  breed_target: null,
  product_categories: [],
};

const split = (s: string) => normaliseTags(s);

function valuesOf(s: SubProjectRow | null): Values {
  if (!s) return EMPTY;
  return {
    name: s.name,
    type: String(s.type),
    trees: split(s.trees),
    construction: s.construction || null,
    forestation_method: s.forestation_method || s.forestation || null,
    breed_target: s.breed_target || null,
    product_categories: split(s.product_categories),
  };
}

function step1Errors(values: Values): { name?: string; type?: string } {
  const found: { name?: string; type?: string } = {};
  if (!values.name.trim()) found.name = MESSAGES.subNameRequired;
  if (values.type === null) found.type = MESSAGES.subTypeRequired;
  return found;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

export function SubProjectFormModal({ opened, projectId, subProject, onClose, onSaved }: Props) {
  const [editing, setEditing] = useState<SubProjectRow | null>(subProject);
  const [values, setValues] = useState<Values>(valuesOf(subProject));
  const [step, setStep] = useState(0);
  // After the first attempt the messages follow the values: each clears as soon as its field is valid.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setEditing(subProject);
      setValues(valuesOf(subProject));
      setStep(0);
      setTried(false);
    }
  }, [opened, subProject]);

  const planting = values.type === '0';
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const errors = tried ? step1Errors(values) : {};

  function checkStep1(): boolean {
    setTried(true);
    return Object.keys(step1Errors(values)).length === 0;
  }

  async function save(continueAfter: boolean) {
    if (!checkStep1()) {
      setStep(0);
      return;
    }
    const type = Number(values.type);
    const trees = normaliseTags(values.trees);
    const categories = normaliseTags(values.product_categories);
    if (editing && editing.type === 0) {
      const changed =
        !sameList(trees, split(editing.trees)) || !sameList(categories, split(editing.product_categories));
      if (changed && !(await confirmAction('提示', WARNINGS.subProjectEdit))) return;
    }
    const body = {
      name: values.name.trim(),
      type,
      ...(type === 0
        ? {
            trees,
            construction: values.construction ?? '',
            forestation_method: values.forestation_method ?? '',
            breed_target: values.breed_target ?? '',
            product_categories: categories,
          }
        : {}),
    };
    setBusy(true);
    try {
      if (editing) await editSubProject(editing.id, body);
      else await createSubProject(projectId, body);
      notifications.show({ color: 'green', message: `${body.name}保存成功` });
      onSaved();
      if (continueAfter) {
        setEditing(null);
        setValues(EMPTY);
        setStep(0);
      } else {
        onClose();
      }
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  }

  const actions = (
    <Group justify="flex-end" mt="md">
      {step === 1 && (
        <Button variant="default" onClick={() => setStep(0)}>
          上一步
        </Button>
      )}
      {step === 0 && planting ? (
        <Button onClick={() => checkStep1() && setStep(1)}>下一步</Button>
      ) : (
        <>
          <Button variant="light" onClick={() => void save(true)} loading={busy}>
            保存并继续
          </Button>
          <Button onClick={() => void save(false)} loading={busy}>
            保存
          </Button>
        </>
      )}
    </Group>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? '编辑子项目' : '创建子项目'} centered size="lg">
      {editing?.type === 0 && (
        <Alert color="orange" mb="sm">
          修改树种或产品类别后，所有版本已录入的信息需要重新提交
        </Alert>
      )}
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="基本信息">
          <Stack gap="sm">
            <TextInput
              label="子项目名称"
              withAsterisk
              value={values.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
              maxLength={50}
            />
            <Select
              label="子项目类型"
              placeholder="请选择子项目类型"
              withAsterisk
              data={SUB_PROJECT_TYPES.map((t) => ({ value: String(t.key), label: t.value }))}
              value={values.type}
              onChange={(v) => set({ type: v })}
              disabled={editing !== null}
              error={errors.type}
            />
          </Stack>
        </Stepper.Step>
        {planting && (
          <Stepper.Step label="种植信息">
            <Stack gap="sm">
              <TagsInput
                label="树种"
                placeholder="输入树种后回车"
                value={values.trees}
                onChange={(v) => set({ trees: normaliseTags(v) })}
                splitChars={[',', '，']}
              />
              <Select
                label="建设类型"
                placeholder="请选择建设类型"
                data={[...CONSTRUCTION_TYPES]}
                value={values.construction}
                onChange={(v) => set({ construction: v })}
                clearable
              />
              <Select
                label="造林方式"
                placeholder="请选择造林方式"
                data={[...FORESTATION_METHODS]}
                value={values.forestation_method}
                onChange={(v) => set({ forestation_method: v })}
                clearable
              />
              <Select
                label="培育目标"
                placeholder="请选择培育目标"
                data={[...BREED_TARGETS]}
                value={values.breed_target}
                onChange={(v) => set({ breed_target: v })}
                clearable
              />
              <TagsInput
                label="产品类别"
                placeholder="输入产品类别后回车"
                value={values.product_categories}
                onChange={(v) => set({ product_categories: normaliseTags(v) })}
                splitChars={[',', '，']}
              />
            </Stack>
          </Stepper.Step>
        )}
      </Stepper>
      {actions}
    </Modal>
  );
}
