import { Group, Input, NumberInput, Slider } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { FACTOR_SLIDER } from './widget-colors.ts';

function limit(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/**
 * rjsf widget of the factor slider (widget-layer §9): step 0.5 from -100 to 100 unless the
 * schema says otherwise, with a number box for exact values.
 */
export function FactorSliderWidget({
  id,
  value,
  label,
  hideLabel,
  schema,
  disabled,
  readonly,
  rawErrors,
  options,
  onChange,
}: WidgetProps) {
  const min = limit(schema.minimum, FACTOR_SLIDER.min);
  const max = limit(schema.maximum, FACTOR_SLIDER.max);
  const step = limit(schema.multipleOf, FACTOR_SLIDER.step);
  const current = typeof value === 'number' ? value : limit(schema.default, 0);
  const locked = disabled || readonly;
  return (
    <Input.Wrapper
      id={id}
      label={hideLabel ? undefined : label}
      description={options.description ?? schema.description}
      error={rawErrors?.length ? rawErrors.join('\n') : undefined}
      data-testid="factor-slider"
    >
      <Group gap="md" wrap="nowrap" mt={6}>
        <Slider
          flex={1}
          min={min}
          max={max}
          step={step}
          value={current}
          disabled={locked}
          marks={[{ value: min }, { value: 0 }, { value: max }]}
          label={(v) => `${v}%`}
          aria-label={label}
          onChange={onChange}
        />
        <NumberInput
          w={96}
          value={current}
          step={step}
          disabled={locked}
          decimalScale={1}
          aria-label={`${label} value`}
          onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
          suffix="%"
        />
      </Group>
    </Input.Wrapper>
  );
}
