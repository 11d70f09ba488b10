// The send-code countdown 倒计时: 60 means idle ("发送验证码"); otherwise it ticks each second down and back to 60.
import { useCallback, useEffect, useState } from 'react';

export const COUNTDOWN_SECONDS = 60;

export function useCountdown(start = COUNTDOWN_SECONDS) {
  const [count, setCount] = useState(start);
  const running = count !== start;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setCount((c) => (c <= 1 ? start : c - 1)), 1000);
    return () => clearTimeout(timer);
  }, [count, running, start]);

  const begin = useCallback(() => setCount(start - 1), [start]);
  const reset = useCallback(() => setCount(start), [start]);
  return { count, running, begin, reset };
}
