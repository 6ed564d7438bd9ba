import { Node } from '@tiptap/core';

/**
 * Tables as the stored articles have them (data tables of limits and methods): kept through an
 * edit, cells editable as text. There is no button to make one; tiptap's table extension is not
 * installed, and without these nodes opening such an article would silently drop its tables.
 */
const cell = (name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'inline*',
    isolating: true,
    addAttributes: () => ({
      colspan: { default: null },
      rowspan: { default: null },
    }),
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableHeader | tableCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  // thead and tbody are read through (their rows land in the table); rows are written in one tbody.
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
});

export const TABLE_NODES = [Table, TableRow, cell('tableHeader', 'th'), cell('tableCell', 'td')];
