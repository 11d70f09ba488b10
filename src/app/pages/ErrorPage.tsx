// The hidden error pages /404 and /401 (product.md §2.1): a large code, the Chinese message, and a way back to 首页.
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function ErrorPage({ code, message }: { code: string; message: string }) {
  return (
    <Center mih={420} data-testid={`error-${code}`}>
      <Stack align="center" gap="md">
        <Title order={1} fz={96} c="brand" lh={1}>
          {code}
        </Title>
        <Text fz="lg">{message}</Text>
        <Button component={Link} to="/dashboard">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return <ErrorPage code="404" message="抱歉，您访问的页面不存在" />;
}

export function UnauthorizedPage() {
  return <ErrorPage code="401" message="抱歉，您没有访问该页面的权限" />;
}
