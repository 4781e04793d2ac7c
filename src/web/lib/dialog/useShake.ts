import { SHAKE } from '@shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `shaking` is true for SHAKE.durationMs after each `shake()`. */
export function useShake(durationMs: number = SHAKE.durationMs) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), durationMs);
  }, [durationMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { shaking, shake };
}
