import { useEffect, useRef, useState, type RefObject } from 'react';

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const FRAME_MS = 150;
/** The camera sees the same ticket many times a second: one scan per code while it stays in view. */
const SAME_CODE_MS = 3000;

/** jsQR on one video frame (browsers without BarcodeDetector: Firefox, Safari before 17). */
async function jsqrReader(): Promise<(video: HTMLVideoElement) => string | null> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * The device's camera as a scanner: the browser's BarcodeDetector where it exists, else jsQR on frames.
 * `error`: the camera was refused or is missing (the code box and a hand scanner still work).
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  on: boolean,
  onScan: (code: string) => void,
) {
  const [error, setError] = useState(false);
  const callback = useRef(onScan);
  useEffect(() => {
    callback.current = onScan;
  });
  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let lastCode = '';
    let lastAt = 0;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return stream.getTracks().forEach((t) => t.stop());
        video.current.srcObject = stream;
        await video.current.play();
        const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
        const native = Native ? new Native({ formats: ['qr_code'] }) : null;
        const fallback = native ? null : await jsqrReader();
        const read = async () => {
          if (stopped || !video.current) return;
          const code = native
            ? ((await native.detect(video.current).catch(() => []))[0]?.rawValue ?? null)
            : fallback!(video.current);
          const now = Date.now();
          if (code && (code !== lastCode || now - lastAt > SAME_CODE_MS)) callback.current(code);
          if (code) [lastCode, lastAt] = [code, now];
          timer = window.setTimeout(() => void read(), FRAME_MS);
        };
        void read();
      } catch {
        setError(true);
      }
    };
    setError(false);
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on, video]);
  return { error };
}
