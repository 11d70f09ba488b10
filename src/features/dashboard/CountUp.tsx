// An animated counter: counts from 0 up to `value` over `duration` ms with requestAnimationFrame.
import { useEffect, useState } from 'react';
import { countAt } from './count-up';

interface Props {
  value: number;
  duration: number;
}

export function CountUp({ value, duration }: Props) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (typeof requestAnimationFrame !== 'function') {
      setShown(value);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setShown(countAt(value, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, duration]);
  return <span data-value={value}>{shown}</span>;
}
