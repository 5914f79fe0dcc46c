import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import savedQuery from '../../schemas/fixtures/saved-query/valid/with-query-raw.json';
import { JsonCodeEditor } from './JsonCodeEditor.tsx';
import { JsonStructureEditor } from './JsonStructureEditor.tsx';

/** The JSON editors (app-shell §4, §5, §9) on the saved-query schema's own example. */
const meta: Meta = { title: 'Builder/JSON editors' };
export default meta;

export const StructureEditor: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<unknown>(savedQuery);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <JsonStructureEditor value={value} onChange={setValue} />
        <pre style={{ fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>
      </div>
    );
  },
};

export const CodeEditor: StoryObj = {
  render: function Render() {
    const [text, setText] = useState(JSON.stringify(savedQuery, null, 2));
    return <JsonCodeEditor value={text} onChange={setText} withValidate />;
  },
};
