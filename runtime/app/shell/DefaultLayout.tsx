import { Box, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter.tsx';
import { useLayoutType } from './useLayoutType.ts';

/**
 * The default layout of app-shell §2: the frame of pages that belong to no other layout (the
 * landing route, the terms, an unknown address): the page over a plain background and the
 * footer. No guard: these pages are open to everyone.
 */
export function DefaultLayout() {
  useLayoutType('default');
  return (
    <Stack mih="100vh" bg="gray.0" gap={0} justify="space-between" data-testid="default-layout">
      <Box style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter compact />
    </Stack>
  );
}
