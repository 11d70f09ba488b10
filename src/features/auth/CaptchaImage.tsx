// The image captcha 图形验证码: gets an id, shows its image, and draws a new one on click or when the key changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Image, Text, UnstyledButton } from '@mantine/core';
import { captchaImageUrl, initCaptcha } from '../../api/captcha';

interface Props {
  /** bump to force a new captcha (after a failed login) */
  refreshKey: number;
  onId: (id: string) => void;
}

export function CaptchaImage({ refreshKey, onId }: Props) {
  const [id, setId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [clicks, setClicks] = useState(0);
  // A ref, so that a parent passing a new callback each render does not trigger a new captcha.
  const onIdRef = useRef(onId);
  useEffect(() => {
    onIdRef.current = onId;
  }, [onId]);

  const load = useCallback(async () => {
    try {
      const next = await initCaptcha();
      setFailed(false);
      setId(next);
      onIdRef.current(next);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, refreshKey, clicks]);

  return (
    <UnstyledButton
      onClick={() => setClicks((c) => c + 1)}
      title="看不清？点击刷新"
      aria-label="图形验证码，点击刷新"
      data-testid="captcha-image"
    >
      <Box
        w={120}
        h={40}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, overflow: 'hidden' }}
      >
        {id && !failed ? (
          <Image src={captchaImageUrl(id)} alt="图形验证码" w={120} h={40} fit="fill" />
        ) : (
          <Text size="xs" c="dimmed" ta="center" lh="40px">
            {failed ? '加载失败，点击重试' : '加载中…'}
          </Text>
        )}
      </Box>
    </UnstyledButton>
  );
}
