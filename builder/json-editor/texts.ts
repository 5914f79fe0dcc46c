/** Texts of the JSON editors (namespace 'jsonEditor'); the spec's English texts are verbatim. */
import { registerTranslations } from '../../runtime/app/i18n/index.ts';

/** Namespace of these texts: `useTranslation(JSON_EDITOR_NS)`. */
export const JSON_EDITOR_NS = 'jsonEditor';

const en = {
  nameRequired: 'please must input a name!',
  syntaxCorrect: 'The syntax is correct.',
  syntaxIncorrect: 'The syntax is incorrect.',
  validate: 'Validate',
  name: 'Name',
  type: 'Type',
  value: 'Value',
  add: 'Add item',
  addChild: 'Add child',
  remove: 'Remove',
  collapse: 'Collapse',
  expand: 'Expand',
  empty: 'No items yet.',
  loading: 'Loading editor…',
  types: {
    string: 'String',
    array: 'Array',
    object: 'Object',
    number: 'Number',
    boolean: 'Boolean',
  },
};

const es: typeof en = {
  nameRequired: '¡debe introducir un nombre!',
  syntaxCorrect: 'La sintaxis es correcta.',
  syntaxIncorrect: 'La sintaxis es incorrecta.',
  validate: 'Validar',
  name: 'Nombre',
  type: 'Tipo',
  value: 'Valor',
  add: 'Añadir elemento',
  addChild: 'Añadir hijo',
  remove: 'Quitar',
  collapse: 'Contraer',
  expand: 'Expandir',
  empty: 'Todavía no hay elementos.',
  loading: 'Cargando editor…',
  types: {
    string: 'Texto',
    array: 'Lista',
    object: 'Objeto',
    number: 'Número',
    boolean: 'Booleano',
  },
};

const pt: typeof en = {
  nameRequired: 'é obrigatório informar um nome!',
  syntaxCorrect: 'A sintaxe está correta.',
  syntaxIncorrect: 'A sintaxe está incorreta.',
  validate: 'Validar',
  name: 'Nome',
  type: 'Tipo',
  value: 'Valor',
  add: 'Adicionar item',
  addChild: 'Adicionar filho',
  remove: 'Remover',
  collapse: 'Recolher',
  expand: 'Expandir',
  empty: 'Ainda não há itens.',
  loading: 'Carregando editor…',
  types: {
    string: 'Texto',
    array: 'Lista',
    object: 'Objeto',
    number: 'Número',
    boolean: 'Booleano',
  },
};

registerTranslations(JSON_EDITOR_NS, { en, es, pt });
