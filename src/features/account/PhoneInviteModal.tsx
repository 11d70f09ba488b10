// A phone-number dialog used to invite staff to a team or a collaborator to a project (phone max 11 characters).
import { useForm } from '@mantine/form';
import { formattedPhone } from '../auth/validation';
import { FormModal, useBusy, useResetOnOpen } from '../../components/FormModal';
import { PhoneInput } from '../../components/PhoneInput';

interface Props {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** resolves when the invitation succeeded; a rejection keeps the dialog open */
  onSubmit: (phone: string) => Promise<void>;
}

export function PhoneInviteModal({ opened, title, onClose, onSubmit }: Props) {
  const [busy, run] = useBusy();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '' },
    validate: { phone_number: formattedPhone },
  });
  useResetOnOpen(opened, form.reset);

  function submit(values: { phone_number: string }) {
    void run(async () => {
      await onSubmit(values.phone_number.trim());
      onClose();
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={form.onSubmit(submit)}
      busy={busy}
      submitLabel="邀请"
    >
      <PhoneInput
        placeholder="请输入被邀请人的手机号"
        data-autofocus
        {...form.getInputProps('phone_number')}
      />
    </FormModal>
  );
}
