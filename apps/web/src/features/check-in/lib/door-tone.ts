import type { CheckInResult } from '@encore/shared/tickets/check-in.schema';

/**
 * The colour of the door's answer: green lets in; orange is a genuine ticket that needs a look (already
 * used, another event, awaiting approval); red is a ticket that must not enter (void, unknown or forged).
 */
export type DoorTone = 'green' | 'orange' | 'red';

/** The app's state colours (white text, AA in both schemes): the answer's screen and the latest scans' badges. */
export { toneColours } from '@/components/common/tone-badge';

export function toneOf(result: CheckInResult): DoorTone {
  if (result === 'valid') return 'green';
  if (result === 'void' || result === 'unknown') return 'red';
  return 'orange';
}
