import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The card framing every sign-in screen. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Paper>
  );
}
