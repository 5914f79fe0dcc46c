import { Autocomplete, Group, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { NAV_ICON_NAMES, NavIcon } from '../../runtime/app/shell/NavIcon.tsx';

/**
 * rjsf widget for an icon name (app-shell §2 "icon picker"): the Tabler icons the app draws,
 * each shown beside its name and filtered as one types; the chosen icon shows in the box. Any
 * other name may still be typed (it is drawn as the dashboard icon).
 */
export function IconPickerWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors } = props;
  const { schema, options, onChange, onBlur, onFocus } = props;
  const current = typeof value === 'string' ? value : '';
  return (
    <Autocomplete
      id={id}
      data-testid="icon-picker"
      label={hideLabel ? undefined : label}
      description={options.description ?? schema.description}
      required={required}
      disabled={disabled || readonly}
      value={current}
      placeholder={typeof options.placeholder === 'string' ? options.placeholder : 'chart-bar'}
      data={[...NAV_ICON_NAMES]}
      limit={NAV_ICON_NAMES.length}
      maxDropdownHeight={260}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      leftSection={current ? <NavIcon name={current} size={16} /> : undefined}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap" data-icon={option.value}>
          <NavIcon name={option.value} size={16} />
          <Text size="sm">{option.value}</Text>
        </Group>
      )}
      onChange={(text) => onChange(text || options.emptyValue)}
      onBlur={() => onBlur(id, current)}
      onFocus={() => onFocus(id, current)}
    />
  );
}
