import { Code, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of a widget's configuration. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** A JSON value, pretty-printed in a scrolling code block. */
export function JsonView({ value }: { value: unknown }) {
  return (
    <ScrollArea.Autosize mah={360}>
      <Code block fz="xs">
        {JSON.stringify(value ?? {}, null, 2)}
      </Code>
    </ScrollArea.Autosize>
  );
}
