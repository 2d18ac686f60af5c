import { Badge, type BadgeProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * The colours of a state: green went well, orange waits or needs a look, red failed or must not pass, blue and
 * gray are neutral. Each is dark enough for white text (AA) in both colour schemes; Mantine's light teal,
 * orange and blue badges (tinted text on a pale tint) are below AA on a light page.
 */
export const toneColours = {
  green: '#1b6e35',
  orange: '#a14d00',
  red: '#b3261e',
  blue: '#1864ab',
  gray: '#495057',
} as const;
export type Tone = keyof typeof toneColours;

/** A state's badge in its tone, white text: the door's scans, e-mails, the outbox. */
type ToneBadgeProps = { tone: Tone; children: ReactNode } & BadgeProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof BadgeProps>;

export function ToneBadge({ tone, children, ...props }: ToneBadgeProps) {
  return (
    <Badge color={toneColours[tone]} c="#fff" {...props}>
      {children}
    </Badge>
  );
}
