import { CheckIcon, ColorSwatch, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { WIDGET_COLORS } from './widget-colors.ts';

/**
 * rjsf widget for a colour string: the seven predefined widget colours as swatches, plus a
 * text box for any other CSS colour. Clicking the chosen swatch again clears the value.
 */
export function ColorSwatchesWidget({
  id,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  rawErrors,
  schema,
  options,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const current = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;
  return (
    <Stack gap={6} data-testid="color-swatches" data-field-id={id}>
      <TextInput
        id={id}
        label={hideLabel ? undefined : label}
        description={options.description ?? schema.description}
        required={required}
        disabled={locked}
        value={current}
        placeholder="Any CSS colour, or pick one below"
        error={rawErrors?.length ? rawErrors.join('\n') : undefined}
        onChange={(event) => onChange(event.currentTarget.value || options.emptyValue)}
        onBlur={(event) => onBlur(id, event.currentTarget.value)}
        onFocus={(event) => onFocus(id, event.currentTarget.value)}
        leftSection={current ? <ColorSwatch color={current} size={16} /> : undefined}
      />
      <Group gap={6} role="radiogroup" aria-label={`${label} presets`}>
        {WIDGET_COLORS.map((color) => {
          const chosen = current.toLowerCase() === color.value;
          return (
            <Tooltip key={color.value} label={color.name} withArrow openDelay={300}>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={color.name}
                color={color.value}
                size={24}
                disabled={locked}
                style={{ cursor: locked ? 'default' : 'pointer', color: '#fff' }}
                onClick={() => onChange(chosen ? options.emptyValue : color.value)}
              >
                {chosen && <CheckIcon width={10} />}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </Stack>
  );
}
