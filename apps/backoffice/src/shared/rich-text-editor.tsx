import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { HtmlInputProps } from './types';
import { Table, TableCell, TableHeader, TableRow } from './table-nodes';

const EDITOR_OPTIONS = {
  ...DefaultEditorOptions,
  extensions: [...(DefaultEditorOptions.extensions ?? []), Table, TableRow, TableHeader, TableCell],
};

/**
 * Authored HTML (react-admin's TipTap editor). The toolbar offers only what the server keeps when it
 * cleans the HTML: no colours or alignment (they are inline styles, which it removes).
 */
export default function RichTextEditor(props: HtmlInputProps) {
  return (
    <RichTextInput
      source={props.source}
      label={props.label}
      fullWidth
      validate={props.validate}
      helperText={props.helperText}
      editorOptions={EDITOR_OPTIONS}
      toolbar={
        <RichTextInputToolbar size="small">
          <LevelSelect size="small" />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <ImageButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
      sx={{
        '& .ProseMirror': { minHeight: 220 },
        '& .ProseMirror table': { borderCollapse: 'collapse', my: 1 },
        '& .ProseMirror td, & .ProseMirror th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
    />
  );
}
