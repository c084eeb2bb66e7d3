// The editor and the view as the app shows them: each page with what other features add to it
// (brief-extras.tsx). The page's code and the extras load in parallel, when the page first opens.
import { loadEditorPage } from '../features/editor';
import { loadViewPage } from '../features/view';

const loadExtras = () => import('./brief-extras').then((module) => module.loadBriefExtras());

export async function loadEditorScreen() {
  const [{ default: EditorPage }, { editorExtras }] = await Promise.all([loadEditorPage(), loadExtras()]);
  return {
    default: function EditorScreen() {
      return <EditorPage {...editorExtras} />;
    },
  };
}

export async function loadViewScreen() {
  const [{ default: ViewPage }, { viewExtras }] = await Promise.all([loadViewPage(), loadExtras()]);
  return {
    default: function ViewScreen() {
      return <ViewPage {...viewExtras} />;
    },
  };
}
