import { Badge } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColours } from '@/components/common/tone-badge';
import { formatCountdown } from '../lib/format';

interface HoldCountdownProps {
  expiresAt: string;
  /** Server clock minus this browser's (ms): the hold ends by the server's clock. */
  clockOffset: number;
  onExpired: () => void;
}

/** Time left on the cart's hold; orange in the last two minutes, and says so once to screen readers. */
export function HoldCountdown({ expiresAt, clockOffset, onExpired }: HoldCountdownProps) {
  const { t } = useTranslation('boxOffice');
  const left = () => Date.parse(expiresAt) - (Date.now() + clockOffset);
  const [ms, setMs] = useState(left);
  const interval = useInterval(() => setMs(left()), 1000);
  useEffect(() => {
    setMs(left());
    interval.start();
    return interval.stop;
  }, [expiresAt, clockOffset]); // eslint-disable-line react-hooks/exhaustive-deps -- left reads these two
  const fired = useRef(false);
  useEffect(() => {
    fired.current = false;
  }, [expiresAt]);
  useEffect(() => {
    if (ms <= 0 && !fired.current) {
      fired.current = true;
      onExpired();
    }
  }, [ms, onExpired]);
  const urgent = ms < 120_000;
  return (
    <Badge
      // Mantine's filled orange with white text is 3.0:1; the state orange is AA in both schemes.
      color={urgent ? toneColours.orange : 'gray'}
      c={urgent ? '#fff' : undefined}
      variant={urgent ? 'filled' : 'light'}
      size="lg"
      leftSection={<IconClock size={14} aria-hidden />}
      // A name is allowed on a timer, not on a plain div (axe: aria-prohibited-attr).
      role="timer"
      aria-label={t('cart.holdLabel', { time: formatCountdown(ms) })}
      data-testid="hold-countdown"
    >
      {formatCountdown(ms)}
    </Badge>
  );
}
