import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { TABLE_NODES } from './table-nodes';

/**
 * What the editor can hold: what the server's rich-text allow-list keeps (paragraphs, H2–H4,
 * emphasis, lists, quotes, links, images, rules, tables), so an article opened for editing loses
 * nothing. Code and strike-through are left out: the server would strip them. The toolbar makes
 * a subset (H2/H3, no tables).
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image,
  ...TABLE_NODES,
];
