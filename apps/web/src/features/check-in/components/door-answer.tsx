import { Box, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoorAnswer as Answer } from '../hooks/use-door';
import { toneColours, toneOf } from '../lib/door-tone';
import { formatDoorStart } from './door-event-picker';

const icons = { green: IconCircleCheck, orange: IconAlertTriangle, red: IconCircleX } as const;
/** A green answer goes quickly (the queue moves on); the others stay longer for a look. */
const showFor = { green: 2500, orange: 6000, red: 6000 } as const;

/**
 * The answer over the whole screen, readable from a metre away: colour, verdict, seat, reason. It never
 * takes the focus or blocks anything: the next scan replaces it at once; a tap or Escape clears it.
 */
export function DoorAnswer({ answer, onDismiss }: { answer: Answer; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('checkIn');
  const tone = toneOf(answer.result);
  const Icon = icons[tone];
  useEffect(() => {
    const timer = setTimeout(onDismiss, showFor[tone]);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onDismiss();
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [answer.seq, tone, onDismiss]);
  const ticket = answer.ticket;
  const seat = ticket?.seatLabel
    ? t('answer.seat', { area: ticket.areaLabel ?? '', row: ticket.rowLabel ?? '', seat: ticket.seatLabel })
    : ticket?.areaLabel
      ? t('answer.area', { area: ticket.areaLabel })
      : null;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    });
  const first = answer.firstScan;
  const reason =
    answer.result === 'already_used' && first
      ? t(
          first.device
            ? first.userName
              ? 'reason.usedByAtDoor'
              : 'reason.usedAtDoor'
            : first.userName
              ? 'reason.usedBy'
              : 'reason.usedAt',
          { at: time(first.at), who: first.userName ?? '', door: first.device ?? '' },
        )
      : answer.result === 'wrong_event' && answer.ticketEvent?.showName
        ? t('reason.otherEvent', {
            show: answer.ticketEvent.showName,
            at: formatDoorStart(answer.ticketEvent.startsAt, i18n.language),
          })
        : t(`reason.${answer.result}`);
  return (
    <Box
      role="alert"
      data-testid="door-answer"
      data-result={answer.result}
      onClick={onDismiss}
      pos="fixed"
      inset={0}
      style={{ zIndex: 400, background: toneColours[tone], color: '#fff', cursor: 'pointer' }}
    >
      <Stack align="center" justify="center" h="100%" gap="md" p="xl" ta="center">
        <Icon size={120} stroke={1.6} aria-hidden />
        <Title order={2} fz={{ base: 40, sm: 56 }} c="#fff">
          {t(`result.${answer.result}`)}
        </Title>
        {seat && (
          <Text fz={{ base: 26, sm: 34 }} fw={700} data-testid="door-answer-seat">
            {seat}
          </Text>
        )}
        {ticket?.priceLevelName && <Text fz="xl">{ticket.priceLevelName}</Text>}
        <Text fz="lg">{reason}</Text>
        {answer.offline && (
          <Text fz="md" fw={600}>
            {t('answer.offline')}
          </Text>
        )}
        <Text fz="sm" opacity={0.9}>
          {t('answer.dismiss')}
        </Text>
      </Stack>
    </Box>
  );
}
