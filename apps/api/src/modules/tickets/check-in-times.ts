import { AppError } from '../../lib/errors';
import { ErrorCode, type FieldErrorDetail } from '@encore/shared/errors';

/**
 * When an offline scan may have happened (issue 22: a batch trusted any `scannedAt`, 2000-01-01 or
 * 9999-12-31). Doors open DOORS_OPEN_HOURS (default 6) before the event starts: a door may be set up and
 * scanning well before the show; an earlier date is a wrong clock or a forgery. A scan is never later than
 * the server's now plus 5 minutes of clock skew between the device and the server.
 */
export const defaultDoorsOpenHours = 6;
export const scanClockSkewMs = 5 * 60 * 1000;

/** 400 naming each scan dated outside [doors open, now + skew]; the batch is then taken as a whole or not. */
export function assertScanTimes(
  scans: { scannedAt: string }[],
  startsAt: Date,
  now: Date,
  doorsOpenHours = defaultDoorsOpenHours,
) {
  const from = startsAt.getTime() - doorsOpenHours * 3600_000;
  const to = now.getTime() + scanClockSkewMs;
  const details: FieldErrorDetail[] = [];
  scans.forEach((scan, i) => {
    const at = Date.parse(scan.scannedAt);
    if (at < from) details.push({ path: `scans.${i}.scannedAt`, message: 'Scanned before the doors opened' });
    else if (at > to) details.push({ path: `scans.${i}.scannedAt`, message: 'Scanned in the future' });
  });
  if (details.length) throw new AppError(400, ErrorCode.validation, undefined, details);
}
