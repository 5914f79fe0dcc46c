import { Accordion, ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import type { FilterSetup, PanelItem } from './filter-setup.ts';
import { ApplyButton } from './ApplyButton.tsx';
import { FilterControl } from './FilterControl.tsx';
import { fixedLabels, fixedListIds, fixedWhere, panelOptions } from './panel-options.ts';
import { programSelectPlaceholder } from './select-placeholder.ts';
import { campaignUidOf, storeDefinition, storeQueryBody } from './option-bodies.ts';
import { usePanelState } from './usePanelState.ts';
import { useOptionRows } from './useOptionRows.ts';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  dashboard: DashboardDetail;
  setup: FilterSetup;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
  /** 'panel' sits beside the grid; 'dialog' is inside a modal that closes after Apply. */
  variant: 'panel' | 'dialog';
  onClose(): void;
}

/**
 * The dashboard filter panel (app-shell §2): titled Filters, a collapsible basic block,
 * Geography filters and Advanced filters sections when they have filters, and Apply with a
 * loading state for 2000 ms.
 */
export function FilterPanel({
  dashboard,
  setup,
  program,
  route,
  variant,
  onClose,
}: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const panel = usePanelState({
    setup,
    dashboard,
    onApplied: variant === 'dialog' ? onClose : undefined,
  });
  const { state } = panel;
  const programSlug = dashboard.program_slug;
  const module = route?.module_slug;
  // The store definition: dashboard, else route, else program (app-shell §7).
  const storeBody = useMemo(
    () =>
      storeQueryBody(
        storeDefinition({ dashboard, route, program }),
        fixedWhere(setup.items, panel.filteringFixed),
      ),
    [dashboard, route, program, setup.items, panel.filteringFixed],
  );
  const slugContext = useMemo(
    () => ({
      items: state.items,
      selections: state.selections,
      campaignUid: campaignUidOf(window.location.search, dashboard),
    }),
    [state.items, state.selections, dashboard],
  );
  const rows = useOptionRows({
    items: setup.items,
    program: programSlug,
    module,
    storeBody,
    slugContext,
  });
  const options = useMemo(
    () =>
      panelOptions({
        items: state.items,
        selections: state.selections,
        rows,
        program: programSlug,
        module,
        filteringFixed: panel.filteringFixed,
      }),
    [state.items, state.selections, rows, programSlug, module, panel.filteringFixed],
  );
  const labels = useMemo(
    () => fixedLabels(state.items, options, panel.filteringFixed),
    [state.items, options, panel.filteringFixed],
  );
  const restricted = useMemo(() => fixedListIds(panel.filteringFixed), [panel.filteringFixed]);
  const placeholder = programSelectPlaceholder(program, i18n.language);
  const byId = new Map(state.items.map((item) => [item.id, item]));
  const current = (list: PanelItem[]) =>
    list.map((item) => byId.get(item.id)).filter((item): item is PanelItem => !!item);

  const controls = (list: PanelItem[]) => (
    <Stack gap="sm">
      {current(list).map((item) => (
        <FilterControl
          key={item.id}
          item={item}
          value={state.selections[item.id]}
          options={options[item.id] ?? []}
          fixedLabel={labels[item.id]}
          restricted={restricted.has(item.id)}
          date={state.date}
          operationalDate={panel.operationalDate}
          onChange={panel.select}
          onSwitch={panel.toggle}
          onDate={panel.setDate}
          placeholder={placeholder}
        />
      ))}
    </Stack>
  );
  const sections = [
    { value: 'basic', title: t('filters.basic'), items: setup.basic },
    { value: 'geography', title: t('filters.geography'), items: setup.geography },
    { value: 'advanced', title: t('filters.advanced'), items: setup.advanced },
  ].filter((section) => section.items.length > 0);

  const applyPanelState = panel.apply;
  const applyForEveryone = useCallback(() => void applyPanelState(), [applyPanelState]);
  // Beside the grid the actions sit in the header, always in view; in the dialog, below.
  const size = variant === 'panel' ? 'xs' : 'sm';
  const actions = (
    <>
      <Button variant="default" size={size} onClick={panel.reset} data-testid="filter-reset">
        {t('filters.reset')}
      </Button>
      <ApplyButton size={size} onApply={applyForEveryone} />
    </>
  );

  // The owner's Apply is everyone's default (app-shell §4): said here, with the way out.
  const ownerNote = panel.isOwner && (
    <div className="nav-filter-owner" data-testid="filter-owner-note">
      <Text size="xs" c="dimmed">
        {t('filters.ownerNote')}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => panel.apply(true)}
        data-testid="filter-apply-me"
      >
        {t('filters.applyForMe')}
      </Button>
    </div>
  );

  return (
    <Paper
      className={`nav-filter-panel nav-filter-panel--${variant}`}
      withBorder={variant === 'panel'}
      radius="md"
      p={variant === 'panel' ? 'sm' : 0}
      data-testid="filter-panel"
      data-variant={variant}
      aria-label={t('filters.title')}
      component="aside"
    >
      {variant === 'panel' && (
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Group gap={6} wrap="nowrap">
            <IconFilter size={18} />
            <Title order={2} fz="h5">
              {t('filters.title')}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap">
            {actions}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onClose}
              aria-label={t('filters.close')}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
      )}
      {variant === 'panel' && ownerNote}
      <div
        className="nav-filter-scroll"
        style={{ maxHeight: variant === 'panel' ? 'calc(100vh - 200px)' : '65vh' }}
      >
        <Accordion
          multiple
          defaultValue={['basic', 'geography']}
          variant="contained"
          radius="md"
          chevronPosition="right"
          classNames={{
            control: 'nav-filter-section-control',
            content: 'nav-filter-section-content',
          }}
        >
          {sections.map((section) => (
            <Accordion.Item
              key={section.value}
              value={section.value}
              data-testid={`filter-section-${section.value}`}
            >
              <Accordion.Control>{section.title}</Accordion.Control>
              <Accordion.Panel>{controls(section.items)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
      {variant === 'dialog' && (
        <>
          <Group justify="flex-end" gap="xs" mt="sm">
            {actions}
          </Group>
          {ownerNote}
        </>
      )}
    </Paper>
  );
}
