import { Alert, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraScanner } from '../hooks/use-camera-scanner';

/** The phone's camera pointed at the tickets; off until asked (it needs the person's permission). */
export function CameraPanel({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation('checkIn');
  const [on, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const { error } = useCameraScanner(video, on, onScan);
  return (
    <Stack gap="xs">
      <Button
        variant={on ? 'default' : 'filled'}
        leftSection={on ? <IconCameraOff size={16} aria-hidden /> : <IconCamera size={16} aria-hidden />}
        onClick={() => setOn((v) => !v)}
        w={{ base: '100%', sm: 'auto' }}
      >
        {t(on ? 'camera.stop' : 'camera.start')}
      </Button>
      {on && error && <Alert color="orange">{t('camera.failed')}</Alert>}
      {on && !error && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('camera.label')}
          style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: '#000' }}
        />
      )}
    </Stack>
  );
}
