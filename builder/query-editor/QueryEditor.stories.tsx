import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import savedQuery from '../../schemas/fixtures/saved-query/valid/with-query-raw.json';
import dateParam from '../../schemas/fixtures/parameter/valid/date-default-token.json';
import nameOnly from '../../schemas/fixtures/parameter/valid/name-only.json';
import integerParam from '../../schemas/fixtures/parameter/valid/typed-integer.json';
import type { Parameter } from '../../schemas/generated/index.ts';
import { AdvancedEditorDialog } from './AdvancedEditorDialog.tsx';
import { AdvancedOptionsDialog } from './AdvancedOptionsDialog.tsx';
import { ParameterPanel } from './ParameterPanel.tsx';
import { QueryEditorHeader } from './QueryEditorHeader.tsx';
import { ResultsPreview } from './ResultsPreview.tsx';
import SqlCodeEditor from './SqlCodeEditor.tsx';
import './texts.ts';

/**
 * The query editor's parts with the schemas' own examples (saved-query and parameter
 * fixtures). The whole editor needs the API, so it is shown in the app (/_builder/queries).
 */
const meta: Meta = { title: 'Builder/Query editor' };
export default meta;

const fixtureParams = [integerParam, dateParam, nameOnly] as Parameter[];

export const Header: StoryObj = {
  render: () => (
    <QueryEditorHeader
      slug={savedQuery.query_slug}
      onSlugChange={() => undefined}
      programId={1}
      programs={[
        { program_id: 1, program_name: 'Retail Performance', program_slug: 'retail' },
        { program_id: 2, program_name: 'E-commerce', program_slug: 'ecommerce' },
      ]}
      onProgramChange={() => undefined}
      datasource="demo"
      datasources={['demo']}
      onDatasourceChange={() => undefined}
      mode="update"
      saving={false}
      running={false}
      onRun={() => undefined}
      onSave={() => undefined}
      onAdvancedOptions={() => undefined}
      onAdvancedEditor={() => undefined}
    />
  ),
};

export const SqlPane: StoryObj = {
  render: function Render() {
    const [sql, setSql] = useState(savedQuery.query_raw);
    return (
      <Suspense>
        <SqlCodeEditor
          value={sql}
          onChange={setSql}
          height="240px"
          schema={{
            datasource: 'demo',
            datasources: ['demo'],
            tables: [
              {
                name: 'sales',
                columns: ['order_date', 'region_id', 'store_id', 'net_sales'].map((name) => ({
                  name,
                  type: 'VARCHAR',
                })),
              },
            ],
          }}
        />
      </Suspense>
    );
  },
};

export const Parameters: StoryObj = {
  render: function Render() {
    const [params, setParams] = useState<Parameter[]>(fixtureParams);
    return (
      <div style={{ width: 380 }}>
        <ParameterPanel params={params} onChange={setParams} undeclared={['region']} />
      </div>
    );
  },
};

export const AdvancedOptions: StoryObj = {
  render: () => (
    <AdvancedOptionsDialog
      opened
      value={{
        is_cached: savedQuery.is_cached,
        cache_refresh: savedQuery.cache_refresh,
        cache_timeout: savedQuery.cache_timeout,
      }}
      onCancel={() => undefined}
      onConfirm={() => undefined}
    />
  ),
};

export const AdvancedEditor: StoryObj = {
  render: () => (
    <AdvancedEditorDialog
      opened
      value={savedQuery}
      onCancel={() => undefined}
      onConfirm={() => undefined}
    />
  ),
};

export const Results: StoryObj = {
  render: () => (
    <ResultsPreview
      state={{
        status: 'rows',
        rows: [
          { order_date: '2024-03-01', store_id: 101, net_sales: 1520.5 },
          { order_date: '2024-03-02', store_id: 101, net_sales: 1710.25 },
        ],
      }}
    />
  ),
};

export const PreviewServerError: StoryObj = {
  render: () => (
    <ResultsPreview
      state={{
        status: 'error',
        message: 'The SQL uses {region}, which is not a declared parameter',
      }}
    />
  ),
};

export const PreviewUnableToLoad: StoryObj = {
  render: () => <ResultsPreview state={{ status: 'error' }} />,
};
