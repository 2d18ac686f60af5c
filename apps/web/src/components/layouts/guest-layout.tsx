import type { ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { ColorSchemeSwitch } from '@/components/shell/color-scheme-switch';
import { BrandMark } from '@/components/shell/brand-mark';

/** Screens without a session: sign-in pages, open pages, not-found. */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-light)">
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <BrandMark />
          <Group gap="xs">
            <LanguageSwitch />
            <ColorSchemeSwitch />
          </Group>
        </Group>
      </Box>
      <Container component="main" id="main" size="sm" py="xl">
        {children}
      </Container>
    </Box>
  );
}
