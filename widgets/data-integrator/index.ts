import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { DataIntegratorWidget } from './DataIntegratorWidget.tsx';

export { DataIntegratorWidget } from './DataIntegratorWidget.tsx';

/**
 * The data integrator (issue 28): maps a file's or a saved query's columns onto a declared
 * table, saves the mapping as a saved import (imports/{name}.json) and runs it.
 */
const dataIntegrator: WidgetTypeDefinition = {
  type: 'dataIntegrator',
  classbase: ['dataIntegrator'],
  specNames: ['data integrator'],
  label: 'Data integrator',
  needsData: false,
  paramsSchema: {
    type: 'object',
    properties: { integrator: paramsRef('/properties/integrator') },
  },
  uiSchema: {},
  defaults: {},
  Component: DataIntegratorWidget,
};

export default dataIntegrator;
