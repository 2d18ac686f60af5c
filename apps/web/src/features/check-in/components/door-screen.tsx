import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { useDoor } from '../hooks/use-door';
import { useDoorName } from '../hooks/use-door-name';
import { useHandScanner } from '../hooks/use-hand-scanner';
import { CameraPanel } from './camera-panel';
import { CodeEntry } from './code-entry';
import { DoorAnswer } from './door-answer';
import { DoorCounts } from './door-counts';
import { DoorEventPicker } from './door-event-picker';
import { DoorName } from './door-name';
import { LatestScans } from './latest-scans';

const eventKey = 'door-event';

/** `/check-in`: pick the event, then scan (camera, hand scanner or typed code), online or not. */
export function DoorScreen() {
  const { t } = useTranslation('checkIn');
  const [event, setEvent] = useState<EventSearchItem | null>(() => {
    const kept = localStorage.getItem(eventKey);
    return kept ? (JSON.parse(kept) as EventSearchItem) : null;
  });
  const [doorName, setDoorName] = useDoorName();
  const door = useDoor(event?.id ?? null, doorName);
  const entry = useRef<HTMLInputElement>(null);
  const scan = useCallback((code: string) => void door.scan(code), [door]);
  useHandScanner(scan, !!event);
  useEffect(() => {
    if (event) localStorage.setItem(eventKey, JSON.stringify(event));
    else localStorage.removeItem(eventKey);
    entry.current?.focus();
  }, [event]);
  const dismiss = door.dismiss;

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <DoorEventPicker value={event} onChange={setEvent} />
      <DoorName value={doorName} onChange={setDoorName} />
      {!door.online && (
        <Alert color="orange" icon={<IconWifiOff aria-hidden />} data-testid="door-offline" role="status">
          {t('offline.banner', { count: door.queued })}
        </Alert>
      )}
      {door.online && door.queued > 0 && (
        <Alert color="blue" role="status">
          {t('offline.sending', { count: door.queued })}
        </Alert>
      )}
      {event && door.manifestError && <Alert color="orange">{t('offline.noManifest')}</Alert>}
      {event && door.manifest && (
        <Text size="sm" c="dimmed" data-testid="door-ready">
          {t('offline.ready', { count: door.manifest.tickets.length })}
        </Text>
      )}
      {!event && <Text c="dimmed">{t('event.first')}</Text>}
      {event && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {door.counts && <DoorCounts checkedIn={door.counts.checkedIn} sold={door.counts.sold} />}
              <CodeEntry ref={entry} onScan={scan} />
              <CameraPanel onScan={scan} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <LatestScans latest={door.counts?.latest ?? []} />
          </Grid.Col>
        </Grid>
      )}
      {door.answer && <DoorAnswer key={door.answer.seq} answer={door.answer} onDismiss={dismiss} />}
    </Stack>
  );
}
