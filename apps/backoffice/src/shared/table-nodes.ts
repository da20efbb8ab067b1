import { Node, mergeAttributes } from '@tiptap/core';

// TipTap's starter kit has no tables, so an authored table (the demo's promotion terms have one) would be
// flattened into a line of text by merely opening and saving it. These nodes keep a table as written:
// rows of header and data cells holding inline text. There are no table-editing commands; text inside
// cells edits like any other text. (@tiptap/extension-table is not installed; these are its bare shape.)

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableHeader | tableCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const cell = (name: string, tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'inline*',
    isolating: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

export const TableHeader = cell('tableHeader', 'th');
export const TableCell = cell('tableCell', 'td');
