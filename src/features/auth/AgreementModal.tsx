// The licence and service agreement dialog 用户协议: sixteen clauses; 我已阅读并同意 ticks the box; no close on outside click.
import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_CLAUSES, AGREEMENT_TITLE } from './agreement-text';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAcknowledge: () => void;
}

export function AgreementModal({ opened, onClose, onAcknowledge }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={AGREEMENT_TITLE}
      size="lg"
      closeOnClickOutside={false}
      centered
    >
      <ScrollArea h={420} type="auto" offsetScrollbars>
        <Stack gap="sm">
          {AGREEMENT_CLAUSES.map((clause) => (
            <div key={clause.title}>
              <Title order={6}>{clause.title}</Title>
              <Text size="sm">{clause.body}</Text>
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <Group justify="center" mt="md">
        <Button onClick={onAcknowledge}>我已阅读并同意</Button>
      </Group>
    </Modal>
  );
}
