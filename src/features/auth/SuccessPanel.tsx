// 注册成功 panel: the application was received, customer service will phone; a contact QR code.
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ServiceQrCode } from './ServiceQrCode';

export function SuccessPanel({ onBack }: { onBack: () => void }) {
  return (
    <Stack align="center" gap="sm">
      <ThemeIcon size={48} radius="xl" color="green">
        ✓
      </ThemeIcon>
      <Title order={4}>账号申请已提交</Title>
      <Text size="sm" ta="center">
        我们已收到您的开户申请，客服人员将在审核时与您电话联系，请保持手机畅通。审核通过后即可登录使用。
      </Text>
      <Center>
        <ServiceQrCode />
      </Center>
      <Text size="xs" c="dimmed">
        扫码添加客服，咨询开户进度
      </Text>
      <Button variant="light" onClick={onBack}>
        返回登录
      </Button>
    </Stack>
  );
}
