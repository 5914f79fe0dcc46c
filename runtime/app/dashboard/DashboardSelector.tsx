import { Checkbox, Combobox, Group, InputBase, Tabs, Text, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../api/types.ts';
import { NavIcon } from '../shell/NavIcon.tsx';
import type { SelectionMode } from './dashboard-selection.ts';
import { DASHBOARD_NS } from './texts.ts';
import { useLocalize } from '../i18n/use-localize.ts';

/** Props of {@link DashboardSelector}. */
export interface DashboardSelectorProps {
  dashboards: readonly DashboardSummary[];
  mode: SelectionMode;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/** A module's dashboards as tabs. */
function DashboardTabs({ dashboards, selected, onChange }: Omit<DashboardSelectorProps, 'mode'>) {
  const { t } = useTranslation(DASHBOARD_NS);
  const localize = useLocalize();
  return (
    <Tabs
      value={selected[0] ?? null}
      onChange={(value) => value && onChange([value])}
      className="nav-dashboard-tabs"
      data-testid="dashboard-tabs"
    >
      <Tabs.List aria-label={t('dashboards')}>
        {dashboards.map((dashboard) => (
          <Tabs.Tab
            key={dashboard.dashboard_id}
            value={dashboard.dashboard_id}
            leftSection={<NavIcon name={dashboard.attributes?.icon} size={16} />}
            data-dashboard-tab={dashboard.dashboard_id}
          >
            {localize(dashboard.name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * A module's dashboards in a select with a 'Search' box (placeholder 'Select an option...');
 * in multiple mode several can be picked and are shown stacked.
 */
function DashboardPicker({ dashboards, mode, selected, onChange }: DashboardSelectorProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const localize = useLocalize();
  const [search, setSearch] = useState('');
  const multiple = mode === 'multiselect';
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const query = search.trim().toLowerCase();
  const options = dashboards.filter((d) => localize(d.name).toLowerCase().includes(query));
  const names = dashboards
    .filter((d) => selected.includes(d.dashboard_id))
    .map((d) => localize(d.name));

  const pick = (id: string) => {
    if (!multiple) {
      onChange([id]);
      combobox.closeDropdown();
      return;
    }
    const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
    // Multiple mode still always shows one dashboard at least.
    if (next.length > 0) onChange(next);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={pick}
      withinPortal
      position="bottom-start"
      width={360}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          aria-label={t('dashboards')}
          data-testid="dashboard-select"
          data-mode={mode}
          maw={480}
          miw={260}
        >
          {names.length > 0 ? (
            <Text size="sm" truncate="end">
              {names.join(', ')}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('selectPlaceholder')}
            </Text>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('search')}
        />
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {options.length === 0 && <Combobox.Empty>{t('noResults')}</Combobox.Empty>}
          {options.map((dashboard) => {
            const active = selected.includes(dashboard.dashboard_id);
            return (
              <Combobox.Option
                key={dashboard.dashboard_id}
                value={dashboard.dashboard_id}
                active={active}
                data-dashboard-option={dashboard.dashboard_id}
              >
                <Group gap="xs" wrap="nowrap">
                  {multiple && (
                    <Checkbox checked={active} readOnly tabIndex={-1} size="xs" aria-hidden />
                  )}
                  <NavIcon name={dashboard.attributes?.icon} size={16} />
                  <Text size="sm" fw={active && !multiple ? 600 : 400}>
                    {localize(dashboard.name)}
                  </Text>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** How a module offers its dashboards: tabs, a select, or a multi-select. */
export function DashboardSelector(props: DashboardSelectorProps) {
  if (props.dashboards.length === 0) return null;
  return props.mode === 'tabs' ? <DashboardTabs {...props} /> : <DashboardPicker {...props} />;
}
