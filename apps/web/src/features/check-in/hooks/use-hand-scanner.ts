import { useEffect, useRef } from 'react';

/**
 * A pause longer than this starts a new code. Scanners type a key every few milliseconds, but a busy page
 * receives them in bursts (a tight bound cut codes in two under load), so the bound is loose and a stray
 * key typed just before a scan is dropped by `lastCode` instead.
 */
const SCANNER_GAP_MS = 2000;

/** The code ends the keys: from the last QR prefix when there is one (stray keys before it dropped). */
export function lastCode(keys: string): string {
  const at = keys.toUpperCase().lastIndexOf('E1.');
  return at > 0 ? keys.slice(at) : keys;
}
const MIN_LENGTH = 8;

/**
 * A USB hand scanner is a keyboard that types the code fast and presses Enter. Keys typed into a field go
 * to that field (the code box handles them itself); anywhere else on the page, fast keys followed by Enter
 * are a scan.
 */
export function useHandScanner(onScan: (code: string) => void, enabled: boolean) {
  const callback = useRef(onScan);
  useEffect(() => {
    callback.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const now = performance.now();
      if (now - last > SCANNER_GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          event.preventDefault();
          callback.current(lastCode(buffer));
        }
        buffer = '';
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        buffer += event.key;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
