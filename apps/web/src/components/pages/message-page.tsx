import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The plain page used by not-found, not-authorized, unauthorized and "not available yet". */
export function MessagePage({
  code,
  heading,
  body,
  children,
}: {
  code?: string;
  heading: string;
  body: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      {code && (
        <Text fz={64} fw={900} c="dimmed" aria-hidden lh={1}>
          {code}
        </Text>
      )}
      <Title order={1}>{heading}</Title>
      <Text c="dimmed">{body}</Text>
      {children}
    </Stack>
  );
}
