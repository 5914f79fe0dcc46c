export { FormEditorField } from './FormEditorField.tsx';
