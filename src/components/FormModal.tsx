// The dialogs that take a small form (创建团队, 新增账号, 修改密码, 邀请): one layout, one busy state, and a
// fresh form each time the dialog opens, so a half-typed entry never reappears for the next use.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** form.onSubmit(handler): validation first, then the handler */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function FormModal({ opened, onClose, title, onSubmit, busy, submitLabel, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * `run(action)` shows the submit button busy while the action runs. A failed call leaves the dialog open for a
 * correction: the HTTP client has already shown the server's message, so nothing more is said here.
 */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}

/** Resets the dialog's form whenever it opens. */
export function useResetOnOpen(opened: boolean, reset: () => void): void {
  useEffect(() => {
    if (opened) reset();
    // Only the opening matters: `reset` of @mantine/form changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
}
