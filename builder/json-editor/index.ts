export { JsonCodeEditor } from './JsonCodeEditor.tsx';
export type { JsonCodeEditorProps } from './JsonCodeEditor.tsx';
export { JsonStructureEditor } from './JsonStructureEditor.tsx';
export type { JsonStructureEditorProps } from './JsonStructureEditor.tsx';
