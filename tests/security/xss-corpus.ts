/**
 * The XSS corpus of tests/security/xss.e2e.test.ts: HTML vectors, URL vectors and vega specs. Every
 * vector that ran would call `__xss('<id>')` (a binding the test exposes in every frame) or
 * open a dialog; `{ID}` names the field the vector was placed in, so a hit says where.
 */

/** HTML vectors: scripts, handlers, javascript: and data: URLs, mutation-XSS classics. */
export const HTML_VECTORS: readonly string[] = [
  `<script>__xss('{ID}-script')</script>`,
  `<img src=x onerror="__xss('{ID}-img-onerror')">`,
  `<svg onload="__xss('{ID}-svg-onload')"></svg>`,
  `<a href="javascript:__xss('{ID}-js-href')">js link</a>`,
  `<iframe srcdoc="<script>parent.__xss('{ID}-srcdoc')</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss('{ID}-iframe-js')"></iframe>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('{ID}-meta-refresh')">`,
  `<object data="javascript:__xss('{ID}-object')"></object>`,
  `<object data="data:text/html,<script>parent.__xss('{ID}-object-data')</script>"></object>`,
  `<embed src="javascript:__xss('{ID}-embed')">`,
  `<base href="javascript:__xss('{ID}-base')//">`,
  `<form action="javascript:__xss('{ID}-form')"><button>go</button></form>`,
  `<div style="background:url(javascript:__xss('{ID}-style-url'))">styled</div>`,
  `<style>@import 'javascript:__xss("{ID}-style-import")';</style>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=__xss('{ID}-mxss-math')&gt;">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__xss('{ID}-mxss-form') src>">`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('{ID}-noscript')>"></noscript>`,
  `<template><img src=x onerror="__xss('{ID}-template')"></template>`,
  `<svg><style><img src=x onerror="__xss('{ID}-svg-style')"></style></svg>`,
  `<a href="&#106;avascript:__xss('{ID}-entity-js')">entity link</a>`,
  `<a href="java&#x09;script:__xss('{ID}-tab-js')">tab link</a>`,
  `<a href="data:text/html,<script>__xss('{ID}-data-href')</script>">data link</a>`,
  `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='__xss(&quot;{ID}-svg-img&quot;)'/>">`,
  `<details open ontoggle="__xss('{ID}-details')">details</details>`,
  `<body onload="__xss('{ID}-body-onload')">`,
  `<input autofocus onfocus="__xss('{ID}-autofocus')">`,
  `<video><source onerror="__xss('{ID}-video')"></video>`,
  `<svg><animate onbegin="__xss('{ID}-animate')" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><a xlink:href="javascript:__xss('{ID}-svg-xlink')"><text x="20" y="20">svg link</text></a></svg>`,
  `<marquee onstart="__xss('{ID}-marquee')">marquee</marquee>`,
  `<script src="data:text/javascript,__xss('{ID}-script-data')"></script>`,
  `<img srcset="x 1x" onerror="__xss('{ID}-srcset')">`,
  `<link rel="stylesheet" href="javascript:__xss('{ID}-link')">`,
];

/** Text every HTML field carries besides its vectors: proof that the field rendered. */
export const MARKER = 'XSS-CORPUS-RENDERED';

/** All HTML vectors for field `id`, after a visible marker. */
export function htmlCorpus(id: string): string {
  return `<p>${MARKER} ${id}</p>` + HTML_VECTORS.map((v) => v.replaceAll('{ID}', id)).join('\n');
}

/** Markdown: the HTML vectors plus markdown's own link and image syntax. */
export function markdownCorpus(id: string): string {
  return [
    `${MARKER} ${id}`,
    '',
    `[md link](javascript:__xss('${id}-md-link'))`,
    `![md image](javascript:__xss('${id}-md-image'))`,
    `[data link](data:text/html,<script>__xss('${id}-md-data')</script>)`,
    '',
    htmlCorpus(id),
  ].join('\n');
}

/** Image widget URLs that must never load. */
export const IMAGE_URLS: readonly string[] = [
  `javascript:__xss('image-url-js')`,
  `data:text/html,<script>__xss('image-url-data-html')</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss('image-url-svg')"/>`,
  `https://evil.example/pixel.png`,
];

/** Iframe widget URLs that must never load. */
export const FRAME_URLS: readonly string[] = [
  `javascript:__xss('frame-url-js')`,
  `data:text/html,<script>__xss('frame-url-data')</script>`,
  ` java\tscript:__xss('frame-url-tab')`,
  `https://evil.example/login`,
];

const VEGA = 'https://vega.github.io/schema/vega/v6.json';
const BARS = {
  mark: 'bar',
  encoding: {
    x: { field: 'category', type: 'nominal' },
    y: { field: 'revenue', type: 'quantitative', aggregate: 'sum' },
  },
};

/** Vega and vega-lite specs (params.graph.spec) and whether each must fail visibly. */
export const VEGA_SPECS: readonly { id: string; spec: Record<string, unknown>; fails: boolean }[] =
  [
    {
      id: 'vega_data_url',
      spec: { data: { url: 'https://evil.example/rows.json' }, ...BARS },
      fails: true,
    },
    {
      id: 'vega_href',
      spec: {
        ...BARS,
        encoding: { ...BARS.encoding, href: { value: "javascript:__xss('vega-href')" } },
      },
      fails: false,
    },
    {
      id: 'vega_tooltip_html',
      spec: {
        transform: [{ calculate: `'<img src=x onerror=__xss(1)>'`, as: 'tip' }],
        ...BARS,
        encoding: {
          ...BARS.encoding,
          y: { field: 'revenue', type: 'quantitative' },
          tooltip: { field: 'tip' },
        },
      },
      fails: false,
    },
    {
      id: 'vega_expr_constructor',
      spec: {
        transform: [{ calculate: `constructor.constructor("__xss('vega-calc')")()`, as: 'z' }],
        ...BARS,
      },
      fails: true,
    },
    {
      id: 'vega_signal_constructor',
      spec: {
        $schema: VEGA,
        signals: [{ name: 's', update: `'a'.constructor.constructor("__xss('vega-signal')")()` }],
        marks: [],
      },
      fails: true,
    },
    {
      id: 'vega_image_url',
      spec: {
        $schema: VEGA,
        width: 200,
        height: 100,
        marks: [
          {
            type: 'image',
            encode: {
              enter: {
                url: { value: 'https://evil.example/i.png' },
                width: { value: 50 },
                height: { value: 50 },
              },
            },
          },
        ],
      },
      fails: true,
    },
    {
      id: 'vega_image_js',
      spec: {
        $schema: VEGA,
        width: 200,
        height: 100,
        marks: [
          {
            type: 'image',
            encode: {
              enter: {
                url: { value: "javascript:__xss('vega-image')" },
                width: { value: 50 },
                height: { value: 50 },
              },
            },
          },
        ],
      },
      fails: true,
    },
  ];
