import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './admin-info.module.css';

/**
 * Only what the server's allow-list keeps (paragraphs, h3, emphasis, lists, links, quotes): what
 * the operator sees here is what the public page shows after sanitizing.
 */
const EXTENSIONS = [StarterKit.configure({ heading: { levels: [3] }, code: false, codeBlock: false, strike: false, link: { openOnClick: false } })];

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  ariaLabel: string;
}

function ToolButton({ title, active, onClick, children }: { title: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={title} aria-pressed={active} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div className={styles.editorToolbar} role="toolbar" aria-label="格式">
      <ToolButton title="小标题" active={state.heading} onClick={() => run().toggleHeading({ level: 3 }).run()}>
        H
      </ToolButton>
      <ToolButton title="加粗" active={state.bold} onClick={() => run().toggleBold().run()}>
        <BoldOutlined />
      </ToolButton>
      <ToolButton title="斜体" active={state.italic} onClick={() => run().toggleItalic().run()}>
        <ItalicOutlined />
      </ToolButton>
      <ToolButton title="无序列表" active={state.bullet} onClick={() => run().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton title="有序列表" active={state.ordered} onClick={() => run().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </ToolButton>
      <ToolButton title="撤销" onClick={() => run().undo().run()}>
        <UndoOutlined />
      </ToolButton>
      <ToolButton title="重做" onClick={() => run().redo().run()}>
        <RedoOutlined />
      </ToolButton>
    </div>
  );
}

/** A controlled rich-text field for antd Form: `value` is read once (forms are keyed by record), changes go out as HTML. */
export function RichTextEditor({ value, onChange, ariaLabel }: Props) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', class: styles.editorBody! } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={styles.editor}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
