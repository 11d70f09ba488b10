// After a 409 on save: the version changed on the server. Offers 刷新并重新应用我的修改 instead of a bare reload.
import { memo } from 'react';
import { Alert, Button, Text } from '@mantine/core';

interface Props {
  open: boolean;
  busy: boolean;
  onReload: () => void;
}

export const ConflictBanner = memo(function ConflictBanner({ open, busy, onReload }: Props) {
  if (!open) return null;
  return (
    <Alert color="red" title="数据已被他人修改" data-testid="conflict-banner">
      <Text size="sm" mb="xs">
        保存时发现其他人已修改了本版本的数据。可以载入服务器上的最新数据，并在其上重新应用您尚未保存的修改，然后再保存。
      </Text>
      <Button size="xs" color="red" loading={busy} onClick={onReload}>
        刷新并重新应用我的修改
      </Button>
    </Alert>
  );
});
