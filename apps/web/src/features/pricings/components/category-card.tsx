import { ActionIcon, Button, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import { localeOf } from '@/lib/i18n';
import { ConfirmDelete } from './confirm-delete';
import { ReorderButtons } from './reorder-buttons';

interface CategoryCardProps {
  category: PricingCategory;
  /** Unplaced rooms map general-admission areas, not seats: the count says so. */
  placed: boolean;
  /** A placed room's standing areas mapped to this category (counted apart from its seats). */
  areas?: number;
  index: number;
  count: number;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onMove: (from: number, to: number) => void;
  onAddLevel: () => void;
  /** Its price levels. */
  children: ReactNode;
}

/** One category: its colours as a badge, seat count, order, edit/delete, then its price levels. */
export function CategoryCard(props: CategoryCardProps) {
  const { category, readOnly } = props;
  const { t, i18n } = useTranslation('pricings');
  const format = (n: number) => n.toLocaleString(localeOf(i18n.language));
  const areas = props.placed ? (props.areas ?? 0) : category.seatCount;
  const seats = props.placed ? category.seatCount - areas : 0;
  const counts: string[] = [];
  if (props.placed && (seats > 0 || !areas))
    counts.push(t('category.seatCount', { count: seats, formatted: format(seats) }));
  if (areas > 0 || !props.placed)
    counts.push(t('category.areaCount', { count: areas, formatted: format(areas) }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={category.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            {/* Colour beside the name, not under it: a chosen colour cannot make the name unreadable. */}
            <ColorSwatch color={category.defaultColour} size={22} aria-hidden />
            <Title order={3} size="h4">
              {category.name}
            </Title>
            <Text size="sm" c="dimmed">
              {counts.join(' · ')}
            </Text>
          </Group>
          {!readOnly && (
            <Group gap={2} wrap="nowrap">
              <ReorderButtons
                name={category.name}
                index={props.index}
                count={props.count}
                onMove={props.onMove}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('actions.editNamed', { name: category.name })}
                onClick={props.onEdit}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ConfirmDelete
                name={category.name}
                warning={t('category.deleteWarning')}
                onDelete={props.onDelete}
              />
            </Group>
          )}
        </Group>
        {props.children}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={props.onAddLevel}
              aria-label={t('level.addTo', { name: category.name })}
            >
              {t('level.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
