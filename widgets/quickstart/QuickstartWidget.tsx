import { Anchor, Checkbox, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../runtime/widget-sdk/api-fetch.ts';
import { localizeText } from '../../runtime/widget-sdk/format.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../runtime/widget-sdk/WidgetState.tsx';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { quickstartText } from './quickstart-messages.ts';
import { checklistKey, progressOf, toggled } from './quickstart-model.ts';

type Progress = { key: string; done: string[] } | { key: string; error: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Quickstart: an onboarding checklist (params.quickstart.items). Each user's ticks are kept on
 * the server (GET/PUT /api/v2/quickstart/{widget uid}), so they survive a reload and another
 * device, and are the user's own.
 */
export function QuickstartWidget({ widget, params, locale, height }: WidgetComponentProps) {
  const text = quickstartText(locale);
  const items = params.quickstart?.items ?? [];
  const key = checklistKey(widget);
  const path = `/api/v2/quickstart/${encodeURIComponent(key)}`;
  const [progress, setProgress] = useState<Progress>();
  const [saveError, setSaveError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiFetch<{ data: { done: string[] } }>(path, { silent: true }).then(
      (answer) => live && setProgress({ key, done: answer.data.done }),
      (error: unknown) => live && setProgress({ key, error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, path, attempt]);

  const ids = items.map((item) => item.id);
  const current = progress?.key === key ? progress : undefined;
  const done = current && 'done' in current ? current.done : [];
  const toggle = (id: string, on: boolean) => {
    const next = toggled(ids, done, id, on);
    setProgress({ key, done: next });
    setSaveError(undefined);
    apiFetch<{ data: { done: string[] } }>(path, { method: 'PUT', body: { done: next } }).then(
      (answer) => setProgress({ key, done: answer.data.done }),
      (error: unknown) => setSaveError(messageOf(error)),
    );
  };

  if (items.length === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconListCheck size={22} stroke={1.5} />}
        title={text('noItems')}
        hint={text('noItemsHint')}
      />
    );
  }
  if (current && 'error' in current) {
    return (
      <WidgetError
        locale={locale}
        height={height}
        message={current.error}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (!current) return <WidgetLoading locale={locale} height={height} />;
  const summary = progressOf(ids, done);
  return (
    <ScrollArea h="100%" type="auto" data-testid="quickstart">
      <Stack gap="sm" p="sm">
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600} data-testid="quickstart-progress">
              {text('progress', { done: summary.done, total: summary.total })}
            </Text>
            <Text size="xs" c="dimmed">
              {summary.percent}%
            </Text>
          </Group>
          <Progress value={summary.percent} color={summary.percent === 100 ? 'teal' : 'blue'} />
          {summary.percent === 100 && (
            <Text size="xs" c="teal" mt={4}>
              {text('complete')}
            </Text>
          )}
        </div>
        {saveError && (
          <Text size="xs" c="red">
            {text('saveFailed', { message: saveError })}
          </Text>
        )}
        {items.map((item) => (
          <Group key={item.id} gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              data-testid="quickstart-item"
              data-item={item.id}
              checked={done.includes(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              label={localizeText(item.title, locale)}
              description={item.description ? localizeText(item.description, locale) : undefined}
              style={{ flex: 1 }}
            />
            {item.link && (
              <Anchor href={item.link} size="xs">
                {text('open')}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </ScrollArea>
  );
}
