import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { EditorToolbar } from './editor-toolbar';
import { EDITOR_EXTENSIONS } from './extensions';
import styles from './editor.module.css';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value?: string;
  /** The document as HTML after every change; '' once it is empty again. */
  onChange?: (html: string) => void;
  /** Given by Form.Item, so its label points at the field. */
  id?: string;
  /** The editable area's accessible name where no form label points at it. */
  ariaLabel?: string;
}

/** The console's rich-text editor (tiptap) for articles, help answers and protocols: a form control over an HTML string, with a Chinese toolbar. */
export default function RichTextEditor({ value = '', onChange, id, ariaLabel }: RichTextEditorProps) {
  // The HTML the document was last set from or sent out as: the form echoing it back is no change.
  const known = useRef(value);
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) } },
    onUpdate: ({ editor: e }) => {
      known.current = e.isEmpty ? '' : e.getHTML();
      onChange?.(known.current);
    },
  });
  // A value set from outside (the form filled or reset) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div id={id} className={styles.editor}>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} data-testid="rich-text-content" />
    </div>
  );
}
