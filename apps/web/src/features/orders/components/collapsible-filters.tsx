import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** On a phone the filters fold behind one button (with how many are on), so the list shows first. */
export function CollapsibleFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('orders');
  const narrow = useMediaQuery('(max-width: 48em)');
  const [opened, { toggle }] = useDisclosure(false);
  if (!narrow) return children;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        w="fit-content"
      >
        {t('filters.toggle', { count: active })}
      </Button>
      <Collapse expanded={opened}>{children}</Collapse>
    </Stack>
  );
}
