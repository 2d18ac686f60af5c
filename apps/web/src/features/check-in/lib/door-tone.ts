import type { CheckInResult } from '@encore/shared/tickets/check-in.schema';

/**
 * The colour of the door's answer: green lets in; orange is a genuine ticket that needs a look (already
 * used, another event, awaiting approval); red is a ticket that must not enter (void, unknown or forged).
 */
export type DoorTone = 'green' | 'orange' | 'red';

/** Dark enough for white text (AA) in both colour schemes: the answer's screen and the latest scans' badges. */
export const toneColours = { green: '#1b6e35', orange: '#a14d00', red: '#b3261e' } as const;

export function toneOf(result: CheckInResult): DoorTone {
  if (result === 'valid') return 'green';
  if (result === 'void' || result === 'unknown') return 'red';
  return 'orange';
}
