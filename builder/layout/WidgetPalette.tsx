import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconChartBar,
  IconFileAnalytics,
  IconId,
  IconLayoutGrid,
  IconMarkdown,
  IconPhoto,
  IconPlus,
  IconSquareDashed,
  IconTable,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, errorMessage } from '../../runtime/app/api/client.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { formErrors, SchemaForm } from '../forms/index.ts';
import { addDashboardWidget, fetchSavedQueries, type WidgetAdded } from './layout-api.ts';
import { newWidgetPayload, newWidgetSchema, type NewWidgetValue } from './new-widget-form.ts';
import { LAYOUT_NS } from './texts.ts';

/** Icons of the registered types; a type without one gets a generic tile. */
const TYPE_ICONS: Record<string, Icon> = {
  chart: IconChartBar,
  table: IconTable,
  card: IconId,
  report: IconFileAnalytics,
  iframe: IconWorldWww,
  image: IconPhoto,
  markdown: IconMarkdown,
  placeholder: IconSquareDashed,
};

/** The types a user can add: every registered one but the placeholder (the unknown fallback). */
export function paletteTypes(): WidgetTypeDefinition[] {
  return widgetRegistry.types().filter((type) => type.type !== 'placeholder');
}

/** Props of {@link WidgetPalette}. */
export interface WidgetPaletteProps {
  opened: boolean;
  onClose: () => void;
  dashboardId: string;
  /** The dashboard version the add claims to start from. */
  version: string | undefined;
  onAdded: (answer: WidgetAdded) => void | Promise<void>;
  /** The dashboard changed meanwhile (409). */
  onConflict: () => void;
}

/**
 * The palette drawer: the registered widget types (label, icon, whether they need a saved
 * query), then a form generated from widget.schema.json for the picked type's title and saved
 * query. Adding saves the widget on the dashboard with the type's params defaults.
 */
export function WidgetPalette({
  opened,
  onClose,
  dashboardId,
  version,
  onAdded,
  onConflict,
}: WidgetPaletteProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const [picked, setPicked] = useState<WidgetTypeDefinition | undefined>(undefined);
  const close = () => {
    setPicked(undefined);
    onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={t('palette.title')}
      data-testid="widget-palette"
    >
      {picked ? (
        <NewWidgetForm
          type={picked}
          dashboardId={dashboardId}
          version={version}
          onBack={() => setPicked(undefined)}
          onAdded={async (answer) => {
            setPicked(undefined);
            await onAdded(answer);
          }}
          onConflict={onConflict}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('palette.intro')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            {paletteTypes().map((type) => {
              const TypeIcon = TYPE_ICONS[type.type] ?? IconLayoutGrid;
              return (
                <UnstyledButton
                  key={type.type}
                  onClick={() => setPicked(type)}
                  data-palette-type={type.type}
                  aria-label={type.label}
                >
                  <Paper className="nav-palette-type" withBorder radius="md" p="sm" h="100%">
                    <Stack gap={6}>
                      <ThemeIcon variant="light" size="lg" radius="md">
                        <TypeIcon size={20} stroke={1.6} />
                      </ThemeIcon>
                      <Text size="sm" fw={600}>
                        {type.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {type.needsData ? t('palette.needsQuery') : t('palette.static')}
                      </Text>
                    </Stack>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}

interface NewWidgetFormProps {
  type: WidgetTypeDefinition;
  dashboardId: string;
  version: string | undefined;
  onBack: () => void;
  onAdded: (answer: WidgetAdded) => void | Promise<void>;
  onConflict: () => void;
}

/** The generated form of a new widget of one type, and its Add button. */
function NewWidgetForm({
  type,
  dashboardId,
  version,
  onBack,
  onAdded,
  onConflict,
}: NewWidgetFormProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const queries = useSWR(type.needsData ? 'layout-editor/saved-queries' : null, fetchSavedQueries, {
    revalidateOnFocus: false,
  });
  const slugs = useMemo(
    () => (queries.data ?? []).map((query) => query.query_slug),
    [queries.data],
  );
  const schema = useMemo(
    () =>
      newWidgetSchema(type, slugs, {
        title: t('palette.titleField'),
        query: t('palette.queryField'),
      }),
    [slugs, t, type],
  );
  const [value, setValue] = useState<NewWidgetValue>({});
  const [busy, setBusy] = useState(false);
  const invalid = formErrors(schema, value).length > 0;
  const TypeIcon = TYPE_ICONS[type.type] ?? IconLayoutGrid;

  const add = async () => {
    setBusy(true);
    try {
      const answer = await addDashboardWidget(dashboardId, newWidgetPayload(type, value), version);
      await onAdded(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      else notify('error', t('messages.addFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" data-testid="new-widget-form" data-widget-type={type.type}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          <TypeIcon size={20} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{type.label}</Text>
      </Group>
      {type.needsData && queries.isLoading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('palette.loadingQueries')}
          </Text>
        </Group>
      ) : queries.error ? (
        <Alert color="red" variant="light">
          {errorMessage(queries.error)}
        </Alert>
      ) : (
        <SchemaForm<NewWidgetValue>
          schema={schema}
          value={value}
          onChange={setValue}
          idPrefix="new-widget"
        />
      )}
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('palette.back')}
        </Button>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={invalid}
          loading={busy}
          onClick={() => void add()}
          data-testid="palette-add"
        >
          {t('palette.add')}
        </Button>
      </Group>
    </Stack>
  );
}
