import {
  Alert,
  Button,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../runtime/app/shell/useCurrentUser.ts';
import { listSavedQueries, type SavedQueryItem } from './query-editor-api.ts';
import { QueryEditor } from './QueryEditor.tsx';
import { NotebookEditor } from '../../widgets/registry.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

/**
 * The saved queries page for super users (`/_builder/queries[/:slug]`): the slugs sorted by
 * query_slug on the left, the editor of the chosen one (or a new one) on the right.
 */
export function QueryEditorPage() {
  const { t, i18n } = useTranslation(QUERY_EDITOR_NS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { slug } = useParams<{ slug?: string }>();
  const [items, setItems] = useState<SavedQueryItem[]>([]);
  const [filter, setFilter] = useState('');
  const [reload, setReload] = useState(0);
  // The queries builder's notebook ("Visual") or the SQL editor; a query made in the builder
  // opens in it.
  const [choice, setChoice] = useState<boolean | undefined>();
  const allowed = user?.userh?.super === true;

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    listSavedQueries(controller.signal).then(setItems, () => undefined);
    return () => controller.abort();
  }, [allowed, reload]);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return items.filter((item) => item.query_slug.toLowerCase().includes(needle));
  }, [items, filter]);

  const current = items.find((item) => item.query_slug === slug);
  const visual = choice ?? current?.builder !== undefined;
  if (!user) return null;
  if (!allowed) {
    return (
      <Alert color="red" m="md" data-testid="query-page-forbidden">
        Sorry, you are not allowed in here.
      </Alert>
    );
  }
  return (
    <Group
      align="stretch"
      gap="md"
      wrap="nowrap"
      p="md"
      h="calc(100vh - 70px)"
      data-testid="query-page"
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        w={280}
        style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Group justify="space-between" mb="xs">
          <Title order={5}>{t('pageTitle')}</Title>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => navigate('/_builder/queries')}
            data-testid="query-new"
          >
            {t('newQuery')}
          </Button>
        </Group>
        <TextInput
          size="xs"
          placeholder={t('filter')}
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          mb="xs"
          data-testid="query-filter"
        />
        <ScrollArea style={{ flex: 1 }}>
          <Stack gap={0} data-testid="query-list">
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('noQueries')}
              </Text>
            )}
            {shown.map((item) => (
              <NavLink
                key={item.query_slug}
                label={item.query_slug}
                description={typeof item.program_slug === 'string' ? item.program_slug : undefined}
                active={item.query_slug === slug}
                onClick={() => {
                  setChoice(undefined);
                  navigate(`/_builder/queries/${encodeURIComponent(item.query_slug)}`);
                }}
                styles={{
                  label: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
                }}
                data-testid={`query-item-${item.query_slug}`}
              />
            ))}
          </Stack>
        </ScrollArea>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="md"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        <SegmentedControl
          size="xs"
          mb="xs"
          w="fit-content"
          // The editor below takes the column's height (flex: 1): without this the switch
          // is the item that shrinks, to a label-less sliver.
          style={{ flexShrink: 0 }}
          data-testid="query-mode"
          value={visual ? 'visual' : 'sql'}
          onChange={(value) => setChoice(value === 'visual')}
          data={[
            { value: 'sql', label: t('modeSql') },
            { value: 'visual', label: t('modeVisual') },
          ]}
        />
        {visual ? (
          <div style={{ flex: 1, minHeight: 0, containerType: 'inline-size' }}>
            <NotebookEditor
              locale={i18n.language}
              slug={slug}
              onSaved={(saved) => {
                setReload((n) => n + 1);
                if (saved !== slug)
                  navigate(`/_builder/queries/${encodeURIComponent(saved)}`, { replace: true });
              }}
            />
          </div>
        ) : (
          <QueryEditor
            key={slug ?? 'new'}
            slug={slug}
            onSaved={(saved) => {
              setReload((n) => n + 1);
              if (saved !== slug)
                navigate(`/_builder/queries/${encodeURIComponent(saved)}`, { replace: true });
            }}
          />
        )}
      </Paper>
    </Group>
  );
}
