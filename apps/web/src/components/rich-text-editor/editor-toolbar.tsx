import { useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { ImageButton } from './image-button';
import { LinkDialog } from './link-dialog';
import styles from './editor.module.css';

function ToolButton({ label, active = false, disabled = false, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </Tooltip>
  );
}

/** The editor's toolbar: what the server keeps, with Chinese labels; buttons show whether the selection has the mark. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="正文格式">
      <ToolButton label="加粗" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </ToolButton>
      <ToolButton label="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicOutlined />
      </ToolButton>
      <span className={styles.divider} />
      <ToolButton label="二级标题" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="三级标题" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="无序列表" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton label="有序列表" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </ToolButton>
      <ToolButton label="引用" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolButton>
      <span className={styles.divider} />
      <ToolButton label="链接" active={state.link} onClick={() => setLinking(true)}>
        <LinkOutlined />
      </ToolButton>
      <ImageButton onUploaded={(src, alt) => chain().setImage({ src, alt }).run()} />
      <span className={styles.divider} />
      <ToolButton label="撤销" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoOutlined />
      </ToolButton>
      <ToolButton label="重做" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoOutlined />
      </ToolButton>
      <LinkDialog
        open={linking}
        href={state.href}
        onClose={() => setLinking(false)}
        onSave={(href) => {
          setLinking(false);
          if (!href) return void chain().extendMarkRange('link').unsetLink().run();
          // Nothing selected: the address itself becomes the linked text.
          if (editor.state.selection.empty && !state.link) return void chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </div>
  );
}
