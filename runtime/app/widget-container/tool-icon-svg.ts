/**
 * A Tabler icon's outline as an SVG document and a CSS url(): the toolbars draw their icons as
 * CSS masks (ToolIcon.tsx), one element each instead of an inline SVG of three to five.
 */

/** A Tabler outline: the elements of its 24 × 24 SVG, as [tag, attributes] pairs. */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Record<string, string | number>,
])[];

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The outline as an SVG document drawn the way @tabler/icons-react draws it (round caps and
 * joins, no fill) with `stroke` as its stroke width. React's `key` is no attribute.
 */
export function iconSvg(node: IconNode, stroke: number): string {
  const parts = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${attrs}/>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" ' +
    `stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</svg>`
  );
}

/** The SVG as a CSS url() of a data URL. */
export function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** One rule per icon: `.nav-tool-icon[data-icon="x"]` gets its outline as `--nav-tool-icon`. */
export function toolIconCss(icons: Readonly<Record<string, IconNode>>, stroke: number): string {
  return Object.entries(icons)
    .map(
      ([name, node]) =>
        `.nav-tool-icon[data-icon="${name}"]{--nav-tool-icon:${svgUrl(iconSvg(node, stroke))}}`,
    )
    .join('\n');
}
