/**
 * Texts of the dashboard editor in en, es and pt (namespace 'layoutEditor'). The English
 * spec text of widget-layer §8 ('An error has occurred') is verbatim. The edit toggle's text
 * is registered by toggle-texts.ts, which the viewer bundle carries; these load with the editor.
 */
import { registerTranslations } from '../../runtime/app/i18n/index.ts';
import { LAYOUT_NS } from './toggle-texts.ts';

export { LAYOUT_NS };

const en = {
  bar: {
    title: 'Editing dashboard',
    hint: 'Drag a widget by its title bar; resize it from its bottom-right corner.',
    narrow:
      'This window is too narrow to arrange the widgets: widen it to at least {{width}} px to drag and resize them.',
    unsaved: 'Unsaved changes',
    clean: 'No unsaved changes',
    addWidget: 'Add widget',
    save: 'Save layout',
    cancel: 'Cancel',
    done: 'Done',
    discard: 'Discard changes',
    keep: 'Keep editing',
  },
  messages: {
    layoutSaved: 'Layout saved.',
    saveFailed: 'The layout could not be saved: {{message}}',
    conflictTitle: 'This dashboard changed since you opened it',
    conflict:
      'Someone else saved it meanwhile. Your layout is still here: save it over their version, or discard it and load theirs.',
    overwrite: 'Save my layout anyway',
    discard: 'Discard mine and reload',
    confirmDiscard: 'Discard your unsaved layout changes?',
    widgetAdded: 'Widget "{{title}}" added.',
    addFailed: 'The widget could not be added: {{message}}',
    cloned: 'A copy of "{{title}}" was added at the bottom.',
  },
  palette: {
    title: 'Add a widget',
    intro: 'Pick a type, then give the widget a title and, for data widgets, a saved query.',
    needsQuery: 'Shows the rows of a saved query',
    static: 'Static content, no query',
    back: 'All types',
    add: 'Add to dashboard',
    titleField: 'Title',
    queryField: 'Saved query',
    loadingQueries: 'Loading saved queries…',
  },
  item: {
    drag: 'Drag to move',
    duplicate: 'Duplicate',
    template: 'Save as template',
  },
  template: {
    title: 'Save as template',
    label: 'Template title',
    description: 'Templates keep this widget’s settings so new widgets can start from them.',
    required: 'Give the template a title.',
    save: 'Save template',
    cancel: 'Cancel',
    failed: 'An error has occurred',
  },
  history: {
    open: 'History',
    title: 'History of this dashboard',
    intro:
      'Every saved change is a commit. Pick one to see what it changed, and revert it if needed.',
    loading: 'Loading the history…',
    failed: 'The history could not be loaded: {{message}}',
    noGit:
      'No history: this dashboard’s configuration is not kept in a git repository, so changes are not recorded.',
    empty: 'No change of this dashboard is recorded yet.',
    by: '{{author}} · {{time}}',
    changes: 'What changed',
    noDetails: 'Only formatting changed.',
    created: 'Dashboard {{id}} created',
    removed: 'Dashboard {{id}} removed',
    widgetAdded: 'Widget {{widget}} added',
    widgetRemoved: 'Widget {{widget}} removed',
    widgetMoved: 'Widget {{widget}} moved',
    widgetField: 'Widget {{widget}} · {{path}}',
    sql: 'SQL',
    absent: '(none)',
    revert: 'Revert this change',
    confirmRevert:
      'Revert “{{message}}”? The dashboard goes back to how it was before this change, as a new change by you.',
    confirm: 'Revert',
    cancel: 'Cancel',
    reverted: 'Change reverted: the dashboard is as it was before “{{message}}”.',
    revertFailed: 'The change could not be reverted: {{message}}',
  },
};

type Texts = typeof en;

const es: Texts = {
  bar: {
    title: 'Editando el tablero',
    hint: 'Arrastre un widget por su barra de título; cambie su tamaño desde la esquina inferior derecha.',
    narrow:
      'Esta ventana es demasiado estrecha para ordenar los widgets: ensánchela al menos a {{width}} px para moverlos y cambiar su tamaño.',
    unsaved: 'Cambios sin guardar',
    clean: 'Sin cambios pendientes',
    addWidget: 'Agregar widget',
    save: 'Guardar diseño',
    cancel: 'Cancelar',
    done: 'Listo',
    discard: 'Descartar cambios',
    keep: 'Seguir editando',
  },
  messages: {
    layoutSaved: 'Diseño guardado.',
    saveFailed: 'No se pudo guardar el diseño: {{message}}',
    conflictTitle: 'Este tablero cambió desde que lo abrió',
    conflict:
      'Otra persona lo guardó mientras tanto. Su diseño sigue aquí: guárdelo sobre la otra versión, o descártelo y cargue la de ellos.',
    overwrite: 'Guardar mi diseño de todos modos',
    discard: 'Descartar el mío y recargar',
    confirmDiscard: '¿Descartar los cambios de diseño sin guardar?',
    widgetAdded: 'Widget "{{title}}" agregado.',
    addFailed: 'No se pudo agregar el widget: {{message}}',
    cloned: 'Se agregó una copia de "{{title}}" al final.',
  },
  palette: {
    title: 'Agregar un widget',
    intro:
      'Elija un tipo y luego dé al widget un título y, para widgets de datos, una consulta guardada.',
    needsQuery: 'Muestra las filas de una consulta guardada',
    static: 'Contenido estático, sin consulta',
    back: 'Todos los tipos',
    add: 'Agregar al tablero',
    titleField: 'Título',
    queryField: 'Consulta guardada',
    loadingQueries: 'Cargando consultas guardadas…',
  },
  item: {
    drag: 'Arrastrar para mover',
    duplicate: 'Duplicar',
    template: 'Guardar como plantilla',
  },
  template: {
    title: 'Guardar como plantilla',
    label: 'Título de la plantilla',
    description:
      'Las plantillas guardan la configuración de este widget para crear otros a partir de ella.',
    required: 'Dé un título a la plantilla.',
    save: 'Guardar plantilla',
    cancel: 'Cancelar',
    failed: 'Ha ocurrido un error',
  },
  history: {
    open: 'Historial',
    title: 'Historial de este tablero',
    intro:
      'Cada cambio guardado es un commit. Elija uno para ver qué cambió y reviértalo si hace falta.',
    loading: 'Cargando el historial…',
    failed: 'No se pudo cargar el historial: {{message}}',
    noGit:
      'Sin historial: la configuración de este tablero no se guarda en un repositorio git, así que los cambios no quedan registrados.',
    empty: 'Todavía no hay cambios registrados de este tablero.',
    by: '{{author}} · {{time}}',
    changes: 'Qué cambió',
    noDetails: 'Solo cambió el formato.',
    created: 'Tablero {{id}} creado',
    removed: 'Tablero {{id}} eliminado',
    widgetAdded: 'Widget {{widget}} añadido',
    widgetRemoved: 'Widget {{widget}} eliminado',
    widgetMoved: 'Widget {{widget}} movido',
    widgetField: 'Widget {{widget}} · {{path}}',
    sql: 'SQL',
    absent: '(ninguno)',
    revert: 'Revertir este cambio',
    confirmRevert:
      '¿Revertir «{{message}}»? El tablero vuelve a como estaba antes de este cambio, como un cambio nuevo suyo.',
    confirm: 'Revertir',
    cancel: 'Cancelar',
    reverted: 'Cambio revertido: el tablero está como antes de «{{message}}».',
    revertFailed: 'No se pudo revertir el cambio: {{message}}',
  },
};

const pt: Texts = {
  bar: {
    title: 'Editando o painel',
    hint: 'Arraste um widget pela barra de título; redimensione-o pelo canto inferior direito.',
    narrow:
      'Esta janela é estreita demais para organizar os widgets: alargue-a para pelo menos {{width}} px para movê-los e redimensioná-los.',
    unsaved: 'Alterações não salvas',
    clean: 'Nenhuma alteração pendente',
    addWidget: 'Adicionar widget',
    save: 'Salvar layout',
    cancel: 'Cancelar',
    done: 'Concluir',
    discard: 'Descartar alterações',
    keep: 'Continuar editando',
  },
  messages: {
    layoutSaved: 'Layout salvo.',
    saveFailed: 'Não foi possível salvar o layout: {{message}}',
    conflictTitle: 'Este painel mudou desde que você o abriu',
    conflict:
      'Outra pessoa o salvou nesse meio-tempo. Seu layout continua aqui: salve-o sobre a versão dela, ou descarte-o e carregue a dela.',
    overwrite: 'Salvar meu layout mesmo assim',
    discard: 'Descartar o meu e recarregar',
    confirmDiscard: 'Descartar as alterações de layout não salvas?',
    widgetAdded: 'Widget "{{title}}" adicionado.',
    addFailed: 'Não foi possível adicionar o widget: {{message}}',
    cloned: 'Uma cópia de "{{title}}" foi adicionada no final.',
  },
  palette: {
    title: 'Adicionar um widget',
    intro:
      'Escolha um tipo e depois dê ao widget um título e, para widgets de dados, uma consulta salva.',
    needsQuery: 'Mostra as linhas de uma consulta salva',
    static: 'Conteúdo estático, sem consulta',
    back: 'Todos os tipos',
    add: 'Adicionar ao painel',
    titleField: 'Título',
    queryField: 'Consulta salva',
    loadingQueries: 'Carregando consultas salvas…',
  },
  item: {
    drag: 'Arraste para mover',
    duplicate: 'Duplicar',
    template: 'Salvar como modelo',
  },
  template: {
    title: 'Salvar como modelo',
    label: 'Título do modelo',
    description:
      'Os modelos guardam as configurações deste widget para que novos widgets partam delas.',
    required: 'Dê um título ao modelo.',
    save: 'Salvar modelo',
    cancel: 'Cancelar',
    failed: 'Ocorreu um erro',
  },
  history: {
    open: 'Histórico',
    title: 'Histórico deste painel',
    intro:
      'Cada alteração salva é um commit. Escolha uma para ver o que mudou e reverta-a se necessário.',
    loading: 'Carregando o histórico…',
    failed: 'Não foi possível carregar o histórico: {{message}}',
    noGit:
      'Sem histórico: a configuração deste painel não é mantida em um repositório git, então as alterações não são registradas.',
    empty: 'Nenhuma alteração deste painel registrada ainda.',
    by: '{{author}} · {{time}}',
    changes: 'O que mudou',
    noDetails: 'Só a formatação mudou.',
    created: 'Painel {{id}} criado',
    removed: 'Painel {{id}} removido',
    widgetAdded: 'Widget {{widget}} adicionado',
    widgetRemoved: 'Widget {{widget}} removido',
    widgetMoved: 'Widget {{widget}} movido',
    widgetField: 'Widget {{widget}} · {{path}}',
    sql: 'SQL',
    absent: '(nenhum)',
    revert: 'Reverter esta alteração',
    confirmRevert:
      'Reverter “{{message}}”? O painel volta a ser como era antes desta alteração, como uma nova alteração sua.',
    confirm: 'Reverter',
    cancel: 'Cancelar',
    reverted: 'Alteração revertida: o painel está como antes de “{{message}}”.',
    revertFailed: 'Não foi possível reverter a alteração: {{message}}',
  },
};

registerTranslations(LAYOUT_NS, { en, es, pt });
