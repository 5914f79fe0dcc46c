import { describe, expect, it } from 'vitest';
import { iconSvg, svgUrl, toolIconCss, type IconNode } from './tool-icon-svg.ts';
import { TOOL_ICONS } from './ToolIcon.tsx';

const X: IconNode = [
  ['path', { d: 'M18 6l-12 12', key: 'svg-0' }],
  ['path', { d: 'M6 6l12 12', key: 'svg-1' }],
];

describe('iconSvg', () => {
  it.each([
    [
      'paths, without React keys',
      X,
      1.6,
      '<path d="M18 6l-12 12"/><path d="M6 6l12 12"/>',
      'stroke-width="1.6"',
    ],
    [
      'other elements and numeric attributes',
      [['circle', { cx: 12, cy: 12, r: 9, key: 'c' }]] as IconNode,
      2,
      '<circle cx="12" cy="12" r="9"/>',
      'stroke-width="2"',
    ],
    [
      'attribute values escaped',
      [['path', { d: 'a"b<c&d' }]] as IconNode,
      1,
      '<path d="a&quot;b&lt;c&amp;d"/>',
      'stroke-width="1"',
    ],
  ])('%s', (_name, node, stroke, body, strokeAttribute) => {
    const svg = iconSvg(node, stroke);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"')).toBe(
      true,
    );
    expect(svg).toContain(strokeAttribute);
    expect(svg).toContain('fill="none"');
    expect(svg).toContain('stroke-linecap="round"');
    expect(svg.endsWith(`>${body}</svg>`)).toBe(true);
    expect(svg).not.toContain('key=');
  });
});

describe('svgUrl', () => {
  it('percent-encodes the document into a data URL that decodes back', () => {
    const svg = iconSvg(X, 1.6);
    const url = svgUrl(svg);
    expect(url.startsWith('url("data:image/svg+xml,')).toBe(true);
    // No raw '<', '>' or '#' (a '#' would end the URL as a fragment).
    expect(url.slice(0, -2)).not.toMatch(/[<>#]/);
    expect(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))).toBe(svg);
  });
});

describe('toolIconCss', () => {
  it('has one rule per toolbar icon, each with its outline', () => {
    const css = toolIconCss(TOOL_ICONS, 1.6);
    const rules = css.split('\n');
    expect(rules).toHaveLength(Object.keys(TOOL_ICONS).length);
    for (const [name, node] of Object.entries(TOOL_ICONS)) {
      const rule = rules.find((line) => line.startsWith(`.nav-tool-icon[data-icon="${name}"]{`));
      expect(rule, name).toBeDefined();
      expect(rule).toContain(`--nav-tool-icon:${svgUrl(iconSvg(node, 1.6))}`);
      expect(node.length, name).toBeGreaterThan(0);
    }
  });
});
