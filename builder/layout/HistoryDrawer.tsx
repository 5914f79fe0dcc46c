/**
 * A dashboard's History in the builder (issue 29): the commits that touched its file (who,
 * when, the commit message), the semantic diff of the one picked (widget added, removed or
 * moved; which field changed from what to what), and the revert of that change as a new
 * commit by the signed-in user, after a confirmation. As Grafana's version history, but the
 * versions are the git commits ops review.
 */
import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconGitCommit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { errorMessage } from '../../runtime/app/api/client.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import { diffLines, type DiffLine } from '../../runtime/core/config-diff/diff-lines.ts';
import { fetchHistory, revertChange, type HistoryCommit } from './history-api.ts';
import { LAYOUT_NS } from './texts.ts';

/** Props of {@link HistoryDrawer}. */
export interface HistoryDrawerProps {
  dashboardId: string;
  opened: boolean;
  onClose: () => void;
  /** Reads the dashboard again after a revert, so the grid shows the reverted state. */
  onReverted: () => Promise<unknown>;
}

/** "before → after", the values as the diff shows them. */
function FromTo({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Text size="sm" className="nav-history-values" data-testid="history-values">
      <Text span c="red.8" td="line-through" ff="monospace" size="sm">
        {from ?? t('history.absent')}
      </Text>
      {' → '}
      <Text span c="teal.8" ff="monospace" size="sm">
        {to ?? t('history.absent')}
      </Text>
    </Text>
  );
}

/** One change of a commit, in words. */
function ChangeLine({ line }: { line: DiffLine }) {
  const { t } = useTranslation(LAYOUT_NS);
  let label: string;
  let values: { from?: string; to?: string } | undefined;
  switch (line.kind) {
    case 'entity':
      label = t(line.change === 'added' ? 'history.created' : 'history.removed', { id: line.id });
      break;
    case 'widget-added':
      label = t('history.widgetAdded', { widget: line.widget });
      break;
    case 'widget-removed':
      label = t('history.widgetRemoved', { widget: line.widget });
      break;
    case 'widget-moved':
      label = t('history.widgetMoved', { widget: line.widget });
      values = line;
      break;
    case 'sql':
      label = t('history.sql');
      values = line;
      break;
    case 'field':
      label = line.widget
        ? t('history.widgetField', { widget: line.widget, path: line.path })
        : line.path;
      values = line;
      break;
  }
  return (
    <Stack gap={2} data-testid="history-change">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {values && <FromTo from={values.from} to={values.to} />}
    </Stack>
  );
}

/** The commit's time in the reader's language ("Nov 28, 2026, 3:04 PM"). */
function commitTime(date: string, locale: string): string {
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** The drawer listing the dashboard's commits, with the picked one's diff and its revert. */
export function HistoryDrawer({ dashboardId, opened, onClose, onReverted }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation(LAYOUT_NS);
  const { data, error, isLoading, mutate } = useSWR(
    opened ? ['dashboard-history', dashboardId] : null,
    () => fetchHistory(dashboardId),
    { revalidateOnFocus: false },
  );
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [reverting, setReverting] = useState(false);
  const commits = data?.commits ?? [];
  const selected = commits.find((c) => c.rev === picked) ?? commits[0];

  const pick = (rev: string) => {
    setPicked(rev);
    setConfirming(false);
  };

  const revert = async (commit: HistoryCommit) => {
    setReverting(true);
    try {
      await revertChange(dashboardId, commit.rev);
      notify('success', t('history.reverted', { message: commit.message }));
      setConfirming(false);
      setPicked(undefined);
      await Promise.all([onReverted(), mutate()]);
    } catch (failure) {
      notify('error', t('history.revertFailed', { message: errorMessage(failure) }));
    } finally {
      setReverting(false);
    }
  };

  let body: ReactNode;
  if (isLoading || (!data && !error)) {
    body = (
      <Group gap="xs" data-testid="history-loading">
        <Loader size="sm" />
        <Text size="sm">{t('history.loading')}</Text>
      </Group>
    );
  } else if (error) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="history-error">
        {t('history.failed', { message: errorMessage(error) })}
      </Alert>
    );
  } else if (!data?.enabled) {
    body = (
      <Alert color="gray" data-testid="history-no-git">
        {t('history.noGit')}
      </Alert>
    );
  } else if (commits.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="history-empty">
        {t('history.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('history.intro')}
        </Text>
        {commits.map((commit) => {
          const open = commit.rev === selected?.rev;
          const lines = open ? diffLines(commit.diff) : [];
          // The commit that created the dashboard has nothing before it to go back to.
          const revertible = !commit.diff.some((d) => d.change === 'added');
          return (
            <Paper
              key={commit.rev}
              withBorder
              radius="md"
              p="sm"
              className="nav-history-commit"
              data-testid="history-commit"
              data-rev={commit.rev}
              data-selected={open ? 'true' : 'false'}
            >
              <UnstyledButton
                onClick={() => pick(commit.rev)}
                w="100%"
                aria-expanded={open}
                data-testid="history-commit-pick"
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconGitCommit size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} className="nav-history-message">
                      {commit.message}
                    </Text>
                    <Text size="xs" c="dimmed" title={`${commit.email} · ${commit.rev}`}>
                      {t('history.by', {
                        author: commit.author,
                        time: commitTime(commit.date, i18n.language),
                      })}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
              {open && (
                <Stack gap="xs" mt="sm" data-testid="history-diff">
                  <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                    {t('history.changes')}
                  </Text>
                  {lines.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('history.noDetails')}
                    </Text>
                  ) : (
                    lines.map((line, index) => <ChangeLine key={index} line={line} />)
                  )}
                  {!revertible ? null : confirming ? (
                    <Alert color="orange" variant="light" data-testid="history-confirm">
                      <Stack gap="xs" align="flex-start">
                        <Text size="sm">
                          {t('history.confirmRevert', { message: commit.message })}
                        </Text>
                        <Group gap="xs">
                          <Button
                            size="compact-sm"
                            color="orange"
                            loading={reverting}
                            onClick={() => void revert(commit)}
                            data-testid="history-confirm-revert"
                          >
                            {t('history.confirm')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setConfirming(false)}
                          >
                            {t('history.cancel')}
                          </Button>
                        </Group>
                      </Stack>
                    </Alert>
                  ) : (
                    <Button
                      variant="light"
                      size="compact-sm"
                      leftSection={<IconArrowBackUp size={16} />}
                      onClick={() => setConfirming(true)}
                      style={{ alignSelf: 'flex-start' }}
                      data-testid="history-revert"
                    >
                      {t('history.revert')}
                    </Button>
                  )}
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('history.title')}
      data-testid="history-drawer"
    >
      {body}
    </Drawer>
  );
}
