import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { IframeWidget } from './IframeWidget.tsx';

export { IframeWidget } from './IframeWidget.tsx';
export { checkFrameUrl, frameSandbox, DEFAULT_FRAME_SANDBOX } from './frame-policy.ts';

/** A page of this site (or an allow-listed one) in a sandboxed frame. */
const iframe: WidgetTypeDefinition = {
  type: 'iframe',
  classbase: ['iframe', 'iframeWidget'],
  specNames: ['iframe'],
  label: 'Web page (iframe)',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: {
      frame: paramsRef('/properties/frame'),
      refresh: paramsRef('/properties/refresh'),
    },
  },
  uiSchema: {
    'ui:order': ['frame', 'refresh'],
    frame: {
      sandbox: { 'ui:placeholder': 'allow-scripts allow-popups allow-forms' },
    },
  },
  defaults: { frame: { scrolling: true, allowfullscreen: false } },
  Component: IframeWidget,
};

export default iframe;
