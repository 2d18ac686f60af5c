import type { CheckInResult } from '@encore/shared/tickets/check-in.schema';

/**
 * The colour of the door's answer: green lets in; orange is a genuine ticket that needs a look (already
 * used, another event, awaiting approval); red is a ticket that must not enter (void, unknown or forged).
 */
export type DoorTone = 'green' | 'orange' | 'red';

export function toneOf(result: CheckInResult): DoorTone {
  if (result === 'valid') return 'green';
  if (result === 'void' || result === 'unknown') return 'red';
  return 'orange';
}
