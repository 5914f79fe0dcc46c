export { ConditionsEditor } from './ConditionsEditor.tsx';
export type { ConditionsEditorProps } from './ConditionsEditor.tsx';
