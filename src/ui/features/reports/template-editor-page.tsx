import { lazyScreen } from '../../components/lazy-screen.js';
import { reportsMessages } from './messages.js';

/** The report template editor, for a template or a new one. */
export const TemplateEditorPage = lazyScreen(
  reportsMessages,
  () => import('./template-editor-view.js'),
  'TemplateEditor',
);
