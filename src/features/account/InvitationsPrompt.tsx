// The login after an invitation offers it: once per sign-in, a dialog lists pending team invitations.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { myInvitations } from '../../api/team';
import type { InvitationRow } from '../../core/contracts/team';
import { readStorage, writeStorage, removeStorage } from '../../state/storage';
import { InvitationList } from './InvitationList';

/** sessionStorage flag: the invitations were offered since the last login. */
const OFFERED = 'nl_invitations_offered';

/** LoginPanel calls this on a successful login so that the next page offers pending invitations again. */
export function offerInvitationsAgain(): void {
  removeStorage('session', OFFERED);
}

export function InvitationsPrompt() {
  const [invitations, setInvitations] = useState<InvitationRow[]>([]);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (readStorage('session', OFFERED)) return;
    writeStorage('session', OFFERED, '1');
    let live = true;
    myInvitations()
      .then((list) => {
        if (!live || list.length === 0) return;
        setInvitations(list);
        setOpened(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="团队邀请" size="xl" centered>
      <Stack gap="md">
        <Text size="sm">您收到了以下团队邀请。接受后才会加入团队；也可以稍后在“账号中心”处理。</Text>
        <InvitationList
          invitations={invitations}
          onAnswered={(id) => {
            const rest = invitations.filter((i) => i.id !== id);
            setInvitations(rest);
            if (rest.length === 0) setOpened(false);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            稍后处理
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
