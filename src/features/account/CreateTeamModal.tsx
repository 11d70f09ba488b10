// 创建团队 dialog: team name, and the admin is oneself or another account named by phone (max 11 characters).
import { Group, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createTeam } from '../../api/team';
import { formattedPhone } from '../auth/validation';
import { FormModal, useBusy, useResetOnOpen } from '../../components/FormModal';
import { PhoneInput } from '../../components/PhoneInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function CreateTeamModal({ opened, onClose, onCreated }: Props) {
  const [busy, run] = useBusy();
  const form = useForm({
    mode: 'controlled',
    initialValues: { team_name: '', admin: 'self', phone_number: '' },
    validate: {
      team_name: (v) => (v.trim() ? null : '请输入团队名称'),
      phone_number: (v, values) => (values.admin === 'self' ? null : formattedPhone(v)),
    },
  });
  useResetOnOpen(opened, form.reset);

  function submit(values: typeof form.values) {
    void run(async () => {
      const isAdmin = values.admin === 'self';
      const created = await createTeam({
        team_name: values.team_name.trim(),
        is_admin: isAdmin,
        ...(isAdmin ? {} : { phone_number: values.phone_number.trim() }),
      });
      // a named admin is only invited: the team is handed over when they accept (账号中心)
      notifications.show({
        color: 'green',
        message: created.invited_user_id ? '创建成功，已邀请对方担任管理员，待对方接受' : '创建成功',
      });
      onCreated();
      onClose();
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="创建团队"
      onSubmit={form.onSubmit(submit)}
      busy={busy}
      submitLabel="创建"
    >
      <TextInput
        label="团队名称"
        placeholder="请输入团队名称"
        maxLength={50}
        {...form.getInputProps('team_name')}
      />
      <Radio.Group label="团队管理员" {...form.getInputProps('admin')}>
        <Group mt={4}>
          <Radio value="self" label="本人担任管理员" />
          <Radio value="other" label="指定其他账号" />
        </Group>
      </Radio.Group>
      {form.values.admin === 'other' && (
        <PhoneInput
          label="管理员手机号"
          placeholder="请输入管理员手机号"
          {...form.getInputProps('phone_number')}
        />
      )}
    </FormModal>
  );
}
