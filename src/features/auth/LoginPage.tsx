// /login 登录页: four panels switching in place (login, register, forgot, success), the agreement dialog, the filing number.
import { useState } from 'react';
import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { AgreementModal } from './AgreementModal';
import { ForgotPanel } from './ForgotPanel';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';
import { SuccessPanel } from './SuccessPanel';

export type LoginMode = 'login' | 'register' | 'forgot' | 'success';

/** 备案号 shown in the footer (product.md §2.2). */
export const FILING_NUMBER = '京ICP备2026000000号-1';

const TITLES: Record<LoginMode, string> = {
  login: '账号登录',
  register: '注册账号',
  forgot: '找回密码',
  success: '注册成功',
};

export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('login');
  // Each visit of a panel mounts a fresh form: back-to-login resets the fields and the agreement tick.
  const [visit, setVisit] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);

  function switchTo(next: LoginMode) {
    if (next === 'login' || next === 'register') setAgreed(false);
    setVisit((v) => v + 1);
    setMode(next);
  }

  function offerLogin(title: string) {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">是否前往登录？</Text>,
      labels: { confirm: '去登录', cancel: '取消' },
      onConfirm: () => switchTo('login'),
    });
  }

  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #e8f5e9 0%, #e3f2fd 100%)',
      }}
    >
      <Center style={{ flex: 1 }} py="xl">
        <Paper shadow="md" radius="md" p="xl" w={420} maw="94vw">
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <Title order={3}>农林经济智能测算系统</Title>
              <Text c="dimmed" size="sm">
                {TITLES[mode]}
              </Text>
            </Stack>
            {mode === 'login' && (
              <LoginPanel
                key={visit}
                onRegister={() => switchTo('register')}
                onForgot={() => switchTo('forgot')}
                onShowAgreement={() => setAgreementOpen(true)}
              />
            )}
            {mode === 'register' && (
              <RegisterPanel
                key={visit}
                agreed={agreed}
                onAgreedChange={setAgreed}
                onShowAgreement={() => setAgreementOpen(true)}
                onBack={() => switchTo('login')}
                // The account waits for review: the success panel (message, QR code, 返回登录) is all, no login offer over it.
                onRegistered={() => switchTo('success')}
              />
            )}
            {mode === 'forgot' && (
              <ForgotPanel
                key={visit}
                onBack={() => switchTo('login')}
                onReset={() => offerLogin('密码重置成功')}
              />
            )}
            {mode === 'success' && <SuccessPanel onBack={() => switchTo('login')} />}
          </Stack>
        </Paper>
      </Center>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        <Anchor href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" size="xs" c="dimmed">
          {FILING_NUMBER}
        </Anchor>
      </Text>
      <AgreementModal
        opened={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAcknowledge={() => {
          setAgreed(true);
          setAgreementOpen(false);
        }}
      />
    </Box>
  );
}
