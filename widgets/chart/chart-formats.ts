import { parseFormatName, type ParsedFormat } from '../../runtime/core/format/format-value.ts';

/**
 * d3-format pattern for tooltips: the exact value in the widget's format
 * ('money' → '$,.2f', 'percentOne' → '.1%', 'integer' → ',.0f'). Without a number format
 * the value keeps up to two decimals (',.2~f').
 */
export function tooltipFormat(format: string | undefined): string {
  const parsed = parseFormatName(format);
  if (!parsed) return ',.2~f';
  return d3Pattern(parsed, false);
}

/**
 * Axis labels are shorter than tooltips: trailing zeros go ('$1,200' not '$1,200.00') and
 * an axis reaching 10,000 is abbreviated ('$1.2M', '$3.4B'), because a y axis of
 * '$12,000,000.00' labels eats half the chart's width. With the axis's `scale` name the whole
 * axis takes one form, from the largest value of its domain ('$5k' beside '$10k', never
 * '$5,000' beside '$10k'); without it each label decides alone (legends).
 */
export function axisLabelExpr(format: string | undefined, scale?: string): string {
  const parsed = parseFormatName(format);
  if (parsed?.kind === 'percent') {
    return `format(datum.value, '${d3Pattern({ kind: 'percent', decimals: Math.min(parsed.decimals, 1) }, true)}')`;
  }
  const prefix = parsed?.kind === 'money' ? '$' : '';
  const small = d3Pattern(parsed ?? { kind: 'number', decimals: 2 }, true);
  // d3's SI prefix for 1e9 is 'G' (giga); money and counts read it as billions.
  const reach = scale
    ? `max(abs(domain('${scale}')[0]), abs(peek(domain('${scale}'))))`
    : 'abs(datum.value)';
  return (
    `${reach} >= 10000 ? replace(format(datum.value, '${prefix}.3~s'), 'G', 'B')` +
    ` : format(datum.value, '${small}')`
  );
}

function d3Pattern(parsed: ParsedFormat, trim: boolean): string {
  const tilde = trim ? '~' : '';
  switch (parsed.kind) {
    case 'money':
      return `$,.${parsed.decimals}${tilde}f`;
    case 'percent':
      return `.${parsed.decimals}${tilde}%`;
    case 'number':
      return `,.${parsed.decimals}${tilde}f`;
  }
}

/** The number style of a format name ('number' when it names none), to tell axes apart. */
export function formatKind(format: string | undefined): ParsedFormat['kind'] {
  return parseFormatName(format)?.kind ?? 'number';
}
